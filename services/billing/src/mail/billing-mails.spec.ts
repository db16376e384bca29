import { cancellationMail } from './cancellation-mail.js';
import { receiptMail } from './receipt-mail.js';
import { welcomeMail } from './welcome-mail.js';

const base = {
  to: 'ada@example.com',
  username: 'ada<b>',
  planName: 'Monthly',
  nextCharge: '20.00',
  periodEnd: new Date(Date.UTC(2026, 11, 8, 10)),
  profileUrl: 'http://localhost:8080/profile',
  subscriptionId: 'sub_1',
  charged: null,
  timeZone: 'America/New_York',
};

describe('welcomeMail', () => {
  it('tells a trial’s end and its first charge', () => {
    const mail = welcomeMail({ ...base, trialEnd: new Date(Date.UTC(2026, 11, 8, 10)) });
    expect(mail.subject).toBe('Welcome to Market Catalysts');
    expect(mail.text).toContain(
      'Your free trial of the Monthly plan runs until December 8, 2026; we will charge $20.00 on December 8, 2026 unless you cancel.',
    );
    expect(mail.text).not.toContain('active');
    expect(mail.text).toContain('http://localhost:8080/profile');
    expect(mail.messageId).toBe('<welcome-sub_1@billing.marketcatalysts>');
  });

  it('tells a paid subscription when it renews, and escapes the username in HTML', () => {
    const mail = welcomeMail({ ...base, trialEnd: null, charged: '20.00' });
    expect(mail.text).toContain(
      'We charged $20.00 for your Monthly plan. Your Monthly plan is active. It renews on December 8, 2026 at $20.00.',
    );
    expect(mail.html).toContain('ada&#60;b&#62;');
    expect(mail.html).not.toContain('<b>');
  });

  it('tells a trial that ends in the account’s night on the day it ends there', () => {
    const trialEnd = new Date('2026-12-01T03:00:00Z');
    expect(welcomeMail({ ...base, trialEnd }).text).toContain('runs until November 30, 2026;');
    expect(welcomeMail({ ...base, trialEnd, timeZone: 'Asia/Kolkata' }).text).toContain('runs until December 1, 2026;');
  });
});

describe('receiptMail', () => {
  it('gives the amount, the day, the invoice and a link to the profile', () => {
    const mail = receiptMail({
      to: 'ada@example.com',
      username: 'ada',
      invoiceId: 'in_1',
      invoiceNumber: 'A1B2-0007',
      amount: '199.00',
      paidAt: new Date(Date.UTC(2026, 0, 31, 23)),
      planName: 'Annual',
      profileUrl: 'http://localhost:8080/profile',
      timeZone: 'America/New_York',
    });
    expect(mail.subject).toBe('Your Market Catalysts receipt for $199.00');
    expect(mail.text).toContain('We received your payment of $199.00 on January 31, 2026 for your Market Catalysts Annual plan.');
    expect(mail.text).toContain('Invoice A1B2-0007.');
    expect(mail.text).toContain('Your payment history is on your profile: http://localhost:8080/profile');
    expect(mail.html).toContain('href="http://localhost:8080/profile"');
  });
});

describe('cancellationMail', () => {
  const cancellation = {
    to: 'ada@example.com',
    username: 'ada',
    planName: 'Annual',
    accessEnds: new Date(Date.UTC(2026, 11, 8, 10)),
    profileUrl: 'http://localhost:8080/profile',
    subscriptionId: 'sub_1',
    timeZone: 'America/New_York',
  };

  it('tells the day access ends when the plan runs to the end of its period', () => {
    const mail = cancellationMail({ ...cancellation, atPeriodEnd: true, trial: false });
    expect(mail.subject).toBe('Your Market Catalysts subscription is canceled');
    expect(mail.text).toContain(
      'Your Annual plan is canceled. You keep access until December 8, 2026, and you will not be charged again.',
    );
    expect(mail.messageId).toBe('<cancellation-sub_1@billing.marketcatalysts>');
  });

  it('tells a trial that nothing was charged, and a cancellation at once that access ended', () => {
    expect(cancellationMail({ ...cancellation, atPeriodEnd: true, trial: true }).text).toContain(
      'Nothing was charged during your free trial.',
    );
    expect(cancellationMail({ ...cancellation, atPeriodEnd: false, trial: false }).text).toContain(
      'Your Annual plan is canceled and your access ended on December 8, 2026. You will not be charged again.',
    );
  });
});
