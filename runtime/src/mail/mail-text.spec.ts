import { escapeHtml, siteLink } from './mail-text.js';

describe('escapeHtml', () => {
  it('turns every character that could open markup or end an attribute into an entity', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      '&#60;a href=&#34;x&#34; title=&#39;y&#39;&#62;Tom &#38; Jerry&#60;/a&#62;',
    );
  });

  it('leaves other text as it is', () => {
    expect(escapeHtml('Ada Lovelace, Pro plan: $29.99/month')).toBe('Ada Lovelace, Pro plan: $29.99/month');
  });
});

describe('siteLink', () => {
  it('joins the site and the page with one slash, however SITE_URL ends', () => {
    expect(siteLink('http://localhost:8080', '/profile')).toBe('http://localhost:8080/profile');
    expect(siteLink('https://marketcatalysts.example/', '/profile')).toBe('https://marketcatalysts.example/profile');
  });

  it('keeps a path the site is served under', () => {
    expect(siteLink('https://example.com/app/', '/success')).toBe('https://example.com/app/success');
  });
});
