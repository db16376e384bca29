import type { TrialEligibilityAnswer } from '../api/billing-types.js';
import { formatBillingDate } from '../format/billing-date.js';
import { formatDollars } from '../format/money.js';
import { TrialNote } from './trial-note.js';
import './trial-note.css';

/** Issue 19 §1: the rule, in the one sentence the pricing, register and subscribe pages share. */
export const TRIAL_RULE = 'One free trial per customer and card: a card or account that has had one pays from the first day.';

/** What the form says about today once the card was checked (issue 19 §1); null before. */
export function trialOfferText(eligibility: TrialEligibilityAnswer | undefined): string | null {
  if (!eligibility) return null;
  if (eligibility.eligible)
    return `${eligibility.trial_days}-day free trial: ${formatDollars('0')} today, then ${formatDollars(eligibility.plan_amount)} on ${formatBillingDate(eligibility.trial_end)}`;
  const who = eligibility.reason === 'account' ? 'This account has' : 'This card has';
  return `${who} already had a free trial: you will be charged ${formatDollars(eligibility.amount_today)} today`;
}

/** The submit button's words: the charge itself when there is one today, else the form's own words. */
export function submitLabel(eligibility: TrialEligibilityAnswer | undefined, otherwise: string): string {
  return eligibility && !eligibility.eligible ? `Pay ${formatDollars(eligibility.amount_today)} and subscribe` : otherwise;
}

/** True when the customer has been shown that subscribing charges today. */
export const chargeShown = (eligibility: TrialEligibilityAnswer | undefined): boolean => eligibility?.eligible === false;

interface TrialOfferProps {
  eligibility: TrialEligibilityAnswer | undefined;
  /** Before the card is checked: whether the spec's note "Includes a 7-day free trial" may be shown. */
  promiseTrial: boolean;
}

/**
 * Under the submit button: before the card is checked, the spec's note (where it applies) and the
 * rule; after, exactly what today costs. Announced politely, so a screen reader hears the charge too.
 */
export function TrialOffer({ eligibility, promiseTrial }: TrialOfferProps) {
  const text = trialOfferText(eligibility);
  return (
    <div className="trial-offer" aria-live="polite">
      {text ? (
        <p className={eligibility?.eligible ? 'trial-note' : 'trial-offer__charge'} role="status">
          {text}
        </p>
      ) : promiseTrial ? (
        <TrialNote />
      ) : null}
      <p className="trial-offer__rule">{TRIAL_RULE}</p>
    </div>
  );
}
