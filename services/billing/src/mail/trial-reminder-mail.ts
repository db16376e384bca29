import { escapeHtml, type Mail } from '@mc/runtime';
import { longDate } from './mail-dates.js';

export interface TrialReminder {
  to: string;
  username: string;
  planName: string;
  price: string;
  trialEnd: Date;
  profileUrl: string;
}

/** Stripe's customer.subscription.trial_will_end (three days before): tell the subscriber what comes next. */
export function trialReminderMail(reminder: TrialReminder): Mail {
  const when = longDate(reminder.trialEnd);
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
