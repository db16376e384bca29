import { escapeHtml, type Mail } from '@mc/runtime';
import { longDate } from './mail-dates.js';

export interface Cancellation {
  to: string;
  username: string;
  planName: string;
  /** The last day of access: the paid period's (or the trial's) end, or today for a cancellation that took effect at once. */
  accessEnds: Date;
  /** True while the subscription runs to `accessEnds`; false when it has already ended. */
  atPeriodEnd: boolean;
  /** A trial is canceled before anything was charged. */
  trial: boolean;
  profileUrl: string;
  subscriptionId: string;
  /** The account's IANA zone: the date is the day there. */
  timeZone: string;
}

/** A subscription was cancelled (issue 19 §3): the day access ends, and that nothing more is charged. */
export function cancellationMail(cancellation: Cancellation): Mail {
  const ends = longDate(cancellation.accessEnds, cancellation.timeZone);
  const access = cancellation.atPeriodEnd
    ? `Your ${cancellation.planName} plan is canceled. You keep access until ${ends}, and you will not be charged again.`
    : `Your ${cancellation.planName} plan is canceled and your access ended on ${ends}. You will not be charged again.`;
  const trial = cancellation.trial ? ' Nothing was charged during your free trial.' : '';
  const text = [
    `Hello ${cancellation.username},`,
    '',
    `${access}${trial}`,
    '',
    `You can subscribe again at any time from your profile: ${cancellation.profileUrl}`,
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(cancellation.username)},</p>
<p>${escapeHtml(`${access}${trial}`)}</p>
<p>You can subscribe again at any time from <a href="${escapeHtml(cancellation.profileUrl)}">your profile</a>.</p>`;
  return {
    to: cancellation.to,
    subject: 'Your Market Catalysts subscription is canceled',
    text,
    html,
    messageId: `<cancellation-${cancellation.subscriptionId}@billing.marketcatalysts>`,
  };
}
