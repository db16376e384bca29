export type DeliveryStatus = 'pending' | 'sending' | 'sent' | 'failed' | 'skipped';

export interface DeliveryRow {
  status: DeliveryStatus;
  claimedAt: Date | null;
  subscriberStatus: 'pending' | 'confirmed' | 'unsubscribed';
}

/**
 * A delivery marked `sending` this recently is in another worker's hands (BullMQ gives a job to
 * one worker at a time; this also covers a worker that lost its lock but still runs). Older, its
 * worker is gone: the mail is sent again, under the same Message-ID.
 */
export const SENDING_LEASE_MS = 30_000;

export type DeliveryDecision =
  { kind: 'send'; resend: boolean } | { kind: 'done' } | { kind: 'skip' } | { kind: 'busy'; retryAt: Date };

/** What a delivery job does with its row: the record of each send is what keeps a retried or resumed briefing from doubling. */
export function deliveryDecision(row: DeliveryRow | undefined, now: Date): DeliveryDecision {
  if (!row || row.status === 'sent' || row.status === 'failed' || row.status === 'skipped') return { kind: 'done' };
  if (row.subscriberStatus !== 'confirmed') return { kind: 'skip' };
  if (row.status === 'sending' && row.claimedAt && now.getTime() - row.claimedAt.getTime() < SENDING_LEASE_MS)
    return { kind: 'busy', retryAt: new Date(row.claimedAt.getTime() + SENDING_LEASE_MS) };
  return { kind: 'send', resend: row.status === 'sending' };
}

/**
 * An SMTP 5xx reply refuses the mail for good (no such mailbox, policy): retrying cannot help. A
 * 4xx, a dropped connection or a timeout may pass: retried with backoff.
 */
export function isPermanentFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}
