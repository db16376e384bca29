import { ConfirmationOutcome, UnsubscribeOutcome } from '@mc/proto';

/** No second confirmation mail within this long, however often an address is sent. */
export const CONFIRMATION_MAIL_INTERVAL_MS = 60 * 60 * 1000;

export type SubscriberStatus = 'pending' | 'confirmed' | 'unsubscribed';

export interface SubscriberState {
  status: SubscriberStatus;
  confirmationSentAt: Date | null;
  confirmationExpiresAt: Date | null;
}

/**
 * A request to subscribe sends a confirmation mail unless the address is subscribed already or had
 * one within the hour; otherwise it changes nothing at all.
 */
export function sendsConfirmation(subscriber: SubscriberState, now: Date): boolean {
  if (subscriber.status === 'confirmed') return false;
  const sentAt = subscriber.confirmationSentAt;
  return sentAt === null || now.getTime() - sentAt.getTime() >= CONFIRMATION_MAIL_INTERVAL_MS;
}

/** What following a confirmation link does; `confirm` is the one outcome that changes something. */
export function confirmationDecision(subscriber: SubscriberState | undefined, now: Date): 'confirm' | ConfirmationOutcome {
  if (!subscriber || subscriber.status === 'unsubscribed') return ConfirmationOutcome.INVALID;
  if (subscriber.status === 'confirmed') return ConfirmationOutcome.ALREADY_CONFIRMED;
  const expiresAt = subscriber.confirmationExpiresAt;
  if (expiresAt === null || expiresAt.getTime() <= now.getTime()) return ConfirmationOutcome.EXPIRED;
  return 'confirm';
}

/** What an unsubscribe link does; `end` ends a confirmed subscription (an event), `drop` a pending request (none). */
export function unsubscribeDecision(subscriber: SubscriberState | undefined): 'end' | 'drop' | UnsubscribeOutcome {
  if (!subscriber) return UnsubscribeOutcome.INVALID;
  if (subscriber.status === 'unsubscribed') return UnsubscribeOutcome.ALREADY_UNSUBSCRIBED;
  return subscriber.status === 'confirmed' ? 'end' : 'drop';
}
