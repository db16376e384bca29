import { escapeHtml, type Mail } from '@mc/runtime';
import { longDateTime } from './mail-dates.js';

export interface TrialReminder {
  to: string;
  username: string;
  planName: string;
  price: string;
  trialEnd: Date;
  profileUrl: string;
  /** The account's IANA zone: the trial's end is told in its clock time there. */
  timeZone: string;
}

/** Stripe's customer.subscription.trial_will_end (three days before): tell the subscriber what comes next. */
export function trialReminderMail(reminder: TrialReminder): Mail {
  // The hour matters here: a subscriber who means to cancel must do it before then.
  const when = longDateTime(reminder.trialEnd, reminder.timeZone);
  const text = [
    `Hello ${reminder.username},`,
    '',
    `Your Market Catalysts free trial ends on ${when}.`,
    `Your ${reminder.planName} plan then continues at $${reminder.price}, charged to the card you gave us.`,
    '',
    `To change or cancel before then, visit your profile: ${reminder.profileUrl}`,
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(reminder.username)},</p>
<p>Your Market Catalysts free trial ends on <strong>${escapeHtml(when)}</strong>.</p>
<p>Your ${escapeHtml(reminder.planName)} plan then continues at $${escapeHtml(reminder.price)}, charged to the card you gave us.</p>
<p>To change or cancel before then, visit <a href="${escapeHtml(reminder.profileUrl)}">your profile</a>.</p>`;
  return { to: reminder.to, subject: 'Your Market Catalysts trial ends soon', text, html };
}
