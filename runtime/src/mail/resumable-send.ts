/**
 * The record of one mail that must leave exactly once (the weekly briefing's deliveries, the alert
 * mails): written `sending` before the mail leaves and `sent` / `failed` / `pending` after, so that
 * a retried or resumed job never sends it twice. Each service keeps its records in its own table;
 * the rules of what a job does with one are these.
 */
export type SendStatus = 'pending' | 'sending' | 'sent' | 'failed' | 'skipped';

export interface SendRecord {
  status: SendStatus;
  claimedAt: Date | null;
}

/**
 * A record marked `sending` this recently is in another worker's hands (BullMQ gives a job to
 * one worker at a time; this also covers a worker that lost its lock but still runs). Older, its
 * worker is gone: the mail is sent again, under the same Message-ID.
 */
export const SENDING_LEASE_MS = 30_000;

export type SendDecision =
  { kind: 'send'; resend: boolean } | { kind: 'done' } | { kind: 'skip' } | { kind: 'busy'; retryAt: Date };

/**
 * What a send job does with its record. `wanted`: whether the recipient still wants the mail (a
 * confirmed subscriber, a subscribed account); a record that ended is never sent again.
 */
export function sendDecision(record: SendRecord | undefined, wanted: boolean, now: Date): SendDecision {
  if (!record || record.status === 'sent' || record.status === 'failed' || record.status === 'skipped') return { kind: 'done' };
  if (!wanted) return { kind: 'skip' };
  if (record.status === 'sending' && record.claimedAt && now.getTime() - record.claimedAt.getTime() < SENDING_LEASE_MS)
    return { kind: 'busy', retryAt: new Date(record.claimedAt.getTime() + SENDING_LEASE_MS) };
  return { kind: 'send', resend: record.status === 'sending' };
}

/**
 * An SMTP 5xx reply refuses the mail for good (no such mailbox, policy): retrying cannot help. A
 * 4xx, a dropped connection or a timeout may pass: retried with backoff.
 */
export function isPermanentFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}
