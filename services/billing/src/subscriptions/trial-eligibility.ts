export const TRIAL_DAYS = 7;

export interface TrialHistory {
  /** The account has had a subscription that started (trialing or paid). */
  accountHadSubscription: boolean;
  /** The card's fingerprint already paid for or trialled a subscription, on any account. */
  cardHadSubscription: boolean;
}

/**
 * Spec: "A 7-day free trial applies to first-time users." First-time means both the account and
 * the card: a second account with the same card pays at once, so does a returning account with
 * a new card.
 */
export const trialDays = (history: TrialHistory): number | undefined =>
  history.accountHadSubscription || history.cardHadSubscription ? undefined : TRIAL_DAYS;
