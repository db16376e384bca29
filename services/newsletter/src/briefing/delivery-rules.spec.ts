import { deliveryDecision, isPermanentFailure, SENDING_LEASE_MS, type DeliveryRow } from './delivery-rules.js';

const now = new Date('2026-06-08T11:00:30Z');
const row = (overrides: Partial<DeliveryRow>): DeliveryRow => ({
  status: 'pending',
  claimedAt: null,
  subscriberStatus: 'confirmed',
  ...overrides,
});

describe('deliveryDecision', () => {
  it('sends a pending delivery to a subscriber', () => {
    expect(deliveryDecision(row({}), now)).toEqual({ kind: 'send', resend: false });
  });

  it('never sends a delivery again once it ended', () => {
    for (const status of ['sent', 'failed', 'skipped'] as const)
      expect(deliveryDecision(row({ status }), now)).toEqual({ kind: 'done' });
    expect(deliveryDecision(undefined, now)).toEqual({ kind: 'done' });
  });

  it('skips an address that unsubscribed after the briefing was prepared', () => {
    expect(deliveryDecision(row({ subscriberStatus: 'unsubscribed' }), now)).toEqual({ kind: 'skip' });
  });

  it('leaves a mail in flight to its worker, and sends again one whose worker is gone', () => {
    const claimedAt = new Date(now.getTime() - 1_000);
    expect(deliveryDecision(row({ status: 'sending', claimedAt }), now)).toEqual({
      kind: 'busy',
      retryAt: new Date(claimedAt.getTime() + SENDING_LEASE_MS),
    });
    const abandoned = new Date(now.getTime() - SENDING_LEASE_MS);
    expect(deliveryDecision(row({ status: 'sending', claimedAt: abandoned }), now)).toEqual({ kind: 'send', resend: true });
  });
});

describe('isPermanentFailure', () => {
  it('gives up on 5xx replies only', () => {
    expect(isPermanentFailure(Object.assign(new Error('550 no such user'), { responseCode: 550 }))).toBe(true);
    expect(isPermanentFailure(Object.assign(new Error('451 try later'), { responseCode: 451 }))).toBe(false);
    expect(isPermanentFailure(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ESOCKET' }))).toBe(false);
  });
});
