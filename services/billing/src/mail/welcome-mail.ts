import { escapeHtml, type Mail } from '@mc/runtime';
import { longDate } from './mail-dates.js';

export interface Welcome {
  to: string;
  username: string;
  planName: string;
  /** Dollars with two decimals: the first charge after a trial, else the next renewal. */
  nextCharge: string | null;
  /** The trial's last day, for a subscription that starts with one. */
  trialEnd: Date | null;
  /** When the paid period ends and the next payment is due. */
  periodEnd: Date;
  /** Dollars with two decimals taken by the first invoice of a paid start; null for a trial. */
  charged: string | null;
  profileUrl: string;
  subscriptionId: string;
  /** The account's IANA zone: every date is the day there. */
  timeZone: string;
}

/** What the subscriber has from now on, and when they will be charged. */
function termsOf(welcome: Welcome): string {
  const charge = welcome.nextCharge ? `$${welcome.nextCharge}` : 'the plan’s price';
  if (welcome.trialEnd) {
    // Issue 19 §3's words: the trial's end and the first charge, nothing that reads as "active".
    const ends = longDate(welcome.trialEnd, welcome.timeZone);
    return `Your free trial of the ${welcome.planName} plan runs until ${ends}; we will charge ${charge} on ${ends} unless you cancel.`;
  }
  const charged = welcome.charged ? `We charged $${welcome.charged} for your ${welcome.planName} plan. ` : '';
  return `${charged}Your ${welcome.planName} plan is active. It renews on ${longDate(welcome.periodEnd, welcome.timeZone)} at ${charge}.`;
}

/** A new subscription started (trialing or paid): sent once per subscription. */
export function welcomeMail(welcome: Welcome): Mail {
  const terms = termsOf(welcome);
  const included =
    'Your subscription opens the catalyst calendars (earnings, FDA decisions, IPOs, dividends, splits, conferences and economic releases), the sector portfolios, the flagship portfolio and the weekly watch lists.';
  const text = [
    `Hello ${welcome.username},`,
    '',
    'Welcome to Market Catalysts, and thank you for subscribing.',
    '',
    terms,
    '',
    included,
    '',
    `Your plan, invoices and cancellation are on your profile: ${welcome.profileUrl}`,
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(welcome.username)},</p>
<p>Welcome to Market Catalysts, and thank you for subscribing.</p>
<p>${escapeHtml(terms)}</p>
<p>${escapeHtml(included)}</p>
<p>Your plan, invoices and cancellation are on <a href="${escapeHtml(welcome.profileUrl)}">your profile</a>.</p>`;
  return {
    to: welcome.to,
    subject: 'Welcome to Market Catalysts',
    text,
    html,
    messageId: `<welcome-${welcome.subscriptionId}@billing.marketcatalysts>`,
  };
}
