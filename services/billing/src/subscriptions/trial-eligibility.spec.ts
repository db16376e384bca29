import { chargeNotConfirmedMessage, noTrialReason, trialDays, trialEligibility } from './trial-eligibility.js';

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

describe('trialEligibility', () => {
  const now = new Date('2026-03-10T22:30:00Z');

  it('answers a first-time account and card: nothing today, the trial ending 7 days on', () => {
    expect(trialEligibility({ accountHadSubscription: false, cardHadSubscription: false }, 19900, now)).toEqual({
      eligible: true,
      trialDays: 7,
      trialEnd: '2026-03-17',
      amountToday: '0.00',
      currency: 'usd',
      reason: undefined,
      planAmount: '199.00',
    });
  });

  it('answers a card that had its trial: the plan’s price today, the card named as the reason', () => {
    expect(trialEligibility({ accountHadSubscription: true, cardHadSubscription: true }, 2000, now)).toEqual({
      eligible: false,
      trialDays: 0,
      trialEnd: undefined,
      amountToday: '20.00',
      currency: 'usd',
      reason: 'card',
      planAmount: '20.00',
    });
    expect(noTrialReason({ accountHadSubscription: true, cardHadSubscription: false })).toBe('account');
  });

  it('words the refusal with the charge', () => {
    expect(chargeNotConfirmedMessage('card', 19900)).toBe(
      'This card has already had a free trial: you will be charged $199.00 today. Confirm the charge to subscribe.',
    );
    expect(chargeNotConfirmedMessage('account', 2000)).toBe(
      'This account has already had a free trial: you will be charged $20.00 today. Confirm the charge to subscribe.',
    );
  });
});
