import { create } from '@bufbuild/protobuf';
import { timestampDate } from '@bufbuild/protobuf/wkt';
import { EntitlementSchema } from '@mc/proto';
import { entitlementView } from './entitlement-view.js';

const now = new Date('2026-03-10T12:00:00Z');
const periodEnd = new Date('2026-04-01T00:00:00Z');

describe('entitlementView', () => {
  it('makes a trialing or active subscription within its period a subscriber', () => {
    for (const status of ['trialing', 'active']) {
      expect(entitlementView({ status, currentPeriodEnd: periodEnd, trialEnd: null }, now).subscriber).toBe(true);
    }
  });

  it('gives nothing once the current period has ended, whatever the status says', () => {
    const ended = new Date('2026-03-10T11:59:59Z');
    expect(entitlementView({ status: 'active', currentPeriodEnd: ended, trialEnd: null }, now).subscriber).toBe(false);
    expect(entitlementView({ status: 'active', currentPeriodEnd: now, trialEnd: null }, now).subscriber).toBe(false);
  });

  it('gives nothing for a subscription that is not paid up or has ended', () => {
    for (const status of ['past_due', 'unpaid', 'canceled', 'incomplete', 'incomplete_expired', 'paused']) {
      expect(entitlementView({ status, currentPeriodEnd: periodEnd, trialEnd: null }, now).subscriber).toBe(false);
    }
  });

  it('carries the status, the period end and the trial end', () => {
    const trialEnd = new Date('2026-03-17T00:00:00Z');
    const view = create(EntitlementSchema, entitlementView({ status: 'trialing', currentPeriodEnd: periodEnd, trialEnd }, now));
    expect(view.status).toBe('trialing');
    expect(view.currentPeriodEnd && timestampDate(view.currentPeriodEnd)).toEqual(periodEnd);
    expect(view.trialEnd && timestampDate(view.trialEnd)).toEqual(trialEnd);
  });

  it('answers a user who never subscribed as a visitor, with no dates', () => {
    expect(entitlementView(null, now)).toEqual({ status: '', subscriber: false });
  });
});
