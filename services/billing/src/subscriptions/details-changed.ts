import { Events } from '@mc/proto';
import { recordEvent } from '@mc/runtime';
import type { Tx } from '../prisma/prisma.service.js';

/**
 * billing.details.changed.v1 for the user, in the transaction that stored their subscription or an
 * invoice: the bff forgets its copy of their subscription details on it (issue 17: no staleness
 * after a webhook). Told on every store, changed or not: a store is a fresh read from Stripe, which
 * happens only on a webhook or a subscriber's own request, and a needless forget costs one read.
 */
export async function recordDetailsChanged(tx: Tx, userId: number): Promise<void> {
  await recordEvent(tx, Events.billingDetailsChanged, { userId });
}
