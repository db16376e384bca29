import { confirmationMail } from './confirmation-mail.js';

const links = {
  confirmUrl: 'https://marketcatalysts.example/newsletter/confirm/abc',
  unsubscribeUrl: 'https://marketcatalysts.example/newsletter/unsubscribe/xyz',
};

describe('confirmationMail', () => {
  const mail = confirmationMail('jane@example.com', links);

  it('carries the confirmation link in both parts', () => {
    expect(mail.to).toBe('jane@example.com');
    expect(mail.text).toContain(links.confirmUrl);
    expect(mail.html).toContain(`href="${links.confirmUrl}"`);
    expect(mail.text).toContain('48 hours');
  });

  it('has the unsubscribe link in the body and in the RFC 8058 headers', () => {
    expect(mail.text).toContain(links.unsubscribeUrl);
    expect(mail.html).toContain(`href="${links.unsubscribeUrl}"`);
    expect(mail.headers).toMatchObject({
      'List-Unsubscribe': `<${links.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('declares both colour schemes and loads nothing from elsewhere', () => {
    expect(mail.html).toContain('<meta name="color-scheme" content="light dark">');
    expect(mail.html).toContain('prefers-color-scheme: dark');
    expect(mail.html).not.toMatch(/<img|url\(|src=/i);
  });
});
