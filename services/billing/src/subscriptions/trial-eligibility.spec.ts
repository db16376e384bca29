import { trialDays } from './trial-eligibility.js';

describe('trialDays', () => {
  it('gives a first-time account with a new card 7 days', () => {
    expect(trialDays({ accountHadSubscription: false, cardHadSubscription: false })).toBe(7);
  });

  it('gives no trial to an account that had a subscription, whatever the card', () => {
    expect(trialDays({ accountHadSubscription: true, cardHadSubscription: false })).toBeUndefined();
  });

  it('gives no trial to a new account whose card already had one', () => {
    expect(trialDays({ accountHadSubscription: false, cardHadSubscription: true })).toBeUndefined();
  });
});
