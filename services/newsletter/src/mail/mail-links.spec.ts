import { confirmationLink, listUnsubscribeHeaders, senderDomain, unsubscribeLink } from './mail-links.js';

describe('mail links', () => {
  it('puts the pages under SITE_URL, however it ends', () => {
    expect(confirmationLink('https://marketcatalysts.example/', 'tok')).toBe(
      'https://marketcatalysts.example/newsletter/confirm/tok',
    );
    expect(unsubscribeLink('http://localhost:8080', 'tok')).toBe('http://localhost:8080/newsletter/unsubscribe/tok');
  });

  it('offers one-click unsubscribe as RFC 8058 words it', () => {
    expect(listUnsubscribeHeaders('https://marketcatalysts.example/newsletter/unsubscribe/tok')).toMatchObject({
      'List-Unsubscribe': '<https://marketcatalysts.example/newsletter/unsubscribe/tok>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it("takes the sender's domain from MAIL_FROM with or without a display name", () => {
    expect(senderDomain('Market Catalysts <no-reply@marketcatalysts.example>')).toBe('marketcatalysts.example');
    expect(senderDomain('news@mc.example')).toBe('mc.example');
  });
});
