import { ConfirmationOutcome, UnsubscribeOutcome } from '@mc/proto';
import { confirmationDecision, sendsConfirmation, unsubscribeDecision, type SubscriberState } from './subscription-rules.js';

const now = new Date('2026-06-08T12:00:00Z');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
const state = (overrides: Partial<SubscriberState>): SubscriberState => ({
  status: 'pending',
  confirmationSentAt: null,
  confirmationExpiresAt: null,
  ...overrides,
});

describe('sendsConfirmation', () => {
  it('mails a new or returning address', () => {
    expect(sendsConfirmation(state({}), now)).toBe(true);
    expect(sendsConfirmation(state({ status: 'unsubscribed', confirmationSentAt: minutesAgo(600) }), now)).toBe(true);
  });

  it('does not mail the same address twice within the hour', () => {
    expect(sendsConfirmation(state({ confirmationSentAt: minutesAgo(59) }), now)).toBe(false);
    expect(sendsConfirmation(state({ status: 'unsubscribed', confirmationSentAt: minutesAgo(5) }), now)).toBe(false);
    expect(sendsConfirmation(state({ confirmationSentAt: minutesAgo(60) }), now)).toBe(true);
  });

  it('never mails a subscribed address', () => {
    expect(sendsConfirmation(state({ status: 'confirmed', confirmationSentAt: minutesAgo(6000) }), now)).toBe(false);
  });
});

describe('confirmationDecision', () => {
  it('confirms a pending address while its link lives', () => {
    expect(confirmationDecision(state({ confirmationExpiresAt: minutesAgo(-1) }), now)).toBe('confirm');
  });

  it('says expired once the link is older than its lifetime', () => {
    expect(confirmationDecision(state({ confirmationExpiresAt: now }), now)).toBe(ConfirmationOutcome.EXPIRED);
  });

  it('changes nothing for a link followed again, or one of an address that unsubscribed since', () => {
    expect(confirmationDecision(state({ status: 'confirmed' }), now)).toBe(ConfirmationOutcome.ALREADY_CONFIRMED);
    expect(confirmationDecision(state({ status: 'unsubscribed' }), now)).toBe(ConfirmationOutcome.INVALID);
    expect(confirmationDecision(undefined, now)).toBe(ConfirmationOutcome.INVALID);
  });
});

describe('unsubscribeDecision', () => {
  it('ends a subscription, drops a request, and knows when there is nothing to do', () => {
    expect(unsubscribeDecision(state({ status: 'confirmed' }))).toBe('end');
    expect(unsubscribeDecision(state({ status: 'pending' }))).toBe('drop');
    expect(unsubscribeDecision(state({ status: 'unsubscribed' }))).toBe(UnsubscribeOutcome.ALREADY_UNSUBSCRIBED);
    expect(unsubscribeDecision(undefined)).toBe(UnsubscribeOutcome.INVALID);
  });
});
