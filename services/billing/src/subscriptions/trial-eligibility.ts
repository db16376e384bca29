import { calendarDate, dollars } from '../common/money.js';

export const TRIAL_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface TrialHistory {
  /** The account has had a subscription that started (trialing or paid). */
  accountHadSubscription: boolean;
  /** The card's fingerprint already paid for or trialled a subscription, on any account. */
  cardHadSubscription: boolean;
}

/** Why a subscription would be charged at once: the card or the account already had its trial. */
export type NoTrialReason = 'card' | 'account';

/**
 * Spec: "A 7-day free trial applies to first-time users." First-time means both the account and
 * the card: a second account with the same card pays at once, so does a returning account with
 * a new card.
 */
export const trialDays = (history: TrialHistory): number | undefined =>
  history.accountHadSubscription || history.cardHadSubscription ? undefined : TRIAL_DAYS;

/** The card is named first: that is what a customer with a new account needs to hear. */
export const noTrialReason = (history: TrialHistory): NoTrialReason | undefined =>
  history.cardHadSubscription ? 'card' : history.accountHadSubscription ? 'account' : undefined;

/** What `CheckTrialEligibility` answers: the trial, or what is charged today (issue 19 §1). */
export function trialEligibility(history: TrialHistory, planCents: number, now: Date) {
  const days = trialDays(history);
  return {
    eligible: days !== undefined,
    trialDays: days ?? 0,
    trialEnd: days !== undefined ? calendarDate(new Date(now.getTime() + days * DAY_MS)) : undefined,
    amountToday: dollars(days !== undefined ? 0 : planCents),
    currency: 'usd',
    reason: noTrialReason(history),
    planAmount: dollars(planCents),
  };
}

/**
 * The refusal of a subscription that would charge at once while the customer was not shown the
 * charge: the same words the form shows before the click, so the customer can decide.
 */
export function chargeNotConfirmedMessage(reason: NoTrialReason, planCents: number): string {
  const who = reason === 'card' ? 'This card has' : 'This account has';
  return `${who} already had a free trial: you will be charged $${dollars(planCents)} today. Confirm the charge to subscribe.`;
}
