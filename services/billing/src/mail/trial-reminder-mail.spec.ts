import { trialReminderMail } from './trial-reminder-mail.js';

describe('trialReminderMail', () => {
  const mail = trialReminderMail({
    to: 'ada@example.com',
    username: 'ada<script>',
    planName: 'Annual',
    price: '199.00',
    trialEnd: new Date(Date.UTC(2026, 11, 1, 12)),
    profileUrl: 'http://localhost:8080/profile',
    timeZone: 'America/New_York',
  });

  it('says when the trial ends, in the account’s zone, and what the plan then costs', () => {
    expect(mail.to).toBe('ada@example.com');
    expect(mail.subject).toBe('Your Market Catalysts trial ends soon');
    expect(mail.text).toContain('ends on December 1, 2026, 7:00 AM EST.');
    expect(mail.html).toContain('<strong>December 1, 2026, 7:00 AM EST</strong>');
    expect(mail.text).toContain('Annual plan then continues at $199.00');
    expect(mail.text).toContain('http://localhost:8080/profile');
  });

  it('escapes what users typed in the HTML part', () => {
    expect(mail.html).toContain('ada&#60;script&#62;');
    expect(mail.html).not.toContain('<script>');
  });
});
