import { currentSubscription, isLive } from './subscription-status.js';

const at = (day: number) => new Date(Date.UTC(2026, 0, day));

describe('currentSubscription', () => {
  it('lets a live subscription speak for the user over an older canceled one', () => {
    const canceled = { id: 'old', status: 'canceled', createdAt: at(20) };
    const active = { id: 'new', status: 'active', createdAt: at(1) };
    expect(currentSubscription([canceled, active])?.id).toBe('new');
  });

  it('prefers the newest of equally live subscriptions', () => {
    const older = { id: 'a', status: 'canceled', createdAt: at(1) };
    const newer = { id: 'b', status: 'canceled', createdAt: at(2) };
    expect(currentSubscription([older, newer])?.id).toBe('b');
  });

  it('ranks a paying subscription above one waiting for authentication', () => {
    const incomplete = { id: 'i', status: 'incomplete', createdAt: at(3) };
    const pastDue = { id: 'p', status: 'past_due', createdAt: at(1) };
    expect(currentSubscription([incomplete, pastDue])?.id).toBe('p');
  });

  it('has nothing to say for a user without subscriptions', () => {
    expect(currentSubscription([])).toBeUndefined();
  });
});

describe('isLive', () => {
  it('counts the statuses Stripe keeps billing in, and nothing that ended or never started', () => {
    expect(['trialing', 'active', 'past_due', 'unpaid'].every(isLive)).toBe(true);
    expect(['incomplete', 'incomplete_expired', 'canceled', 'paused'].some(isLive)).toBe(false);
  });
});
