import type Stripe from 'stripe';

/** What a refresh re-reads: one kind of Stripe object (or one duty about it) and its id. */
export type RefreshKind =
  | 'subscription'
  | 'trial_will_end'
  | 'invoice'
  | 'invoice_failed'
  | 'checkout_session'
  | 'history'
  /** A trial whose card the bank never confirmed, due 23 hours after it began (issue 19 §2). */
  | 'unconfirmed'
  /** An account identity deleted (the id is the user's): its subscriptions end at once. */
  | 'account_deleted';

export const refreshKey = (kind: RefreshKind, id: string) => `${kind}:${id}`;

export function parseRefreshKey(key: string): { kind: RefreshKind; id: string } {
  const at = key.indexOf(':');
  return { kind: key.slice(0, at) as RefreshKind, id: key.slice(at + 1) };
}

/** Invoice events that change what billing shows of an invoice (the payment history, a subscription's amounts). */
const INVOICE_CHANGES = new Set([
  'invoice.created',
  'invoice.deleted',
  'invoice.finalized',
  'invoice.finalization_failed',
  'invoice.marked_uncollectible',
  'invoice.overdue',
  'invoice.paid',
  'invoice.payment_action_required',
  'invoice.payment_succeeded',
  'invoice.updated',
  'invoice.voided',
]);

/**
 * The refreshes one Stripe event asks for. The event says which object changed; what it changed
 * to is read again from Stripe, because events arrive in any order and more than once. Types
 * billing has no use for ask for nothing (the endpoint may be subscribed to more).
 */
export function refreshKeysOf(event: Stripe.Event): string[] {
  const id = (event.data.object as { id?: string }).id;
  if (!id) return []; // e.g. invoice.upcoming, which describes an invoice that does not exist yet
  const type = event.type as string;
  if (type === 'customer.subscription.trial_will_end') return [refreshKey('trial_will_end', id)];
  if (type.startsWith('customer.subscription.')) return [refreshKey('subscription', id)];
  if (type === 'invoice.payment_failed') return [refreshKey('invoice_failed', id)];
  if (INVOICE_CHANGES.has(type)) return [refreshKey('invoice', id)];
  if (type === 'checkout.session.completed') return [refreshKey('checkout_session', id)];
  return [];
}
