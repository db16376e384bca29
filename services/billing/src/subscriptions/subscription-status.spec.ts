import { decidingSubscription } from './subscription-status.js';

const at = (day: number) => new Date(Date.UTC(2026, 0, day));

describe('decidingSubscription', () => {
  it('lets a live subscription speak for the user over an older canceled one', () => {
    const canceled = { id: 'old', status: 'canceled', createdAt: at(20) };
    const active = { id: 'new', status: 'active', createdAt: at(1) };
    expect(decidingSubscription([canceled, active])?.id).toBe('new');
  });

  it('prefers the newest of equally live subscriptions', () => {
    const older = { id: 'a', status: 'canceled', createdAt: at(1) };
    const newer = { id: 'b', status: 'canceled', createdAt: at(2) };
    expect(decidingSubscription([older, newer])?.id).toBe('b');
  });

  it('ranks a paying subscription above one waiting for authentication', () => {
    const incomplete = { id: 'i', status: 'incomplete', createdAt: at(3) };
    const pastDue = { id: 'p', status: 'past_due', createdAt: at(1) };
    expect(decidingSubscription([incomplete, pastDue])?.id).toBe('p');
  });

  it('has nothing to say for a user without subscriptions', () => {
    expect(decidingSubscription([])).toBeUndefined();
  });
});
