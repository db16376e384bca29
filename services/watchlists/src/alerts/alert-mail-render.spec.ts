import type { MailedAlert } from './alert-mails.repository.js';
import { renderAlertMail, valueWords } from './alert-mail-render.js';

const alert = (overrides: Partial<MailedAlert>): MailedAlert => ({
  id: 1n,
  kind: 'date_moved',
  catalystId: 'earnings-1',
  ticker: 'AAPL',
  title: 'Apple Q4 earnings',
  previous: '2026-10-29',
  current: '2026-11-03',
  seenAt: new Date('2026-10-20T22:42:00Z'),
  lists: [{ id: 3, name: 'Tech <megacaps>' }],
  ...overrides,
});
const links = { siteUrl: 'https://mc.example/', unsubscribeUrl: 'https://mc.example/alerts/unsubscribe/tok.sig' };

describe('renderAlertMail', () => {
  it('tells one change in its subject, with days in words, the list, the time in the owner’s zone and the row’s link', () => {
    const mail = renderAlertMail([alert({})], 'Europe/Paris', links);
    expect(mail.subject).toBe('AAPL: date moved from Thu, Oct 29, 2026 to Tue, Nov 3, 2026');
    expect(mail.text).toContain('On Tech <megacaps>. Seen Oct 21, 2026, 12:42 AM (Europe/Paris).');
    expect(mail.text).toContain('https://mc.example/company/AAPL');
    expect(mail.text).toContain('https://mc.example/my-catalysts/lists');
    expect(mail.text).toContain(links.unsubscribeUrl);
    expect(mail.html).toContain('Tech &#60;megacaps&#62;');
    expect(mail.html).not.toContain('<megacaps>');
  });

  it('names the count and the tickers of several changes', () => {
    const mail = renderAlertMail(
      [alert({}), alert({ id: 2n, ticker: 'MSFT', kind: 'confirmed', previous: 'estimated', current: 'confirmed' })],
      'America/New_York',
      links,
    );
    expect(mail.subject).toBe('2 catalyst changes on your watch lists: AAPL, MSFT');
    expect(mail.text).toContain('Date confirmed from estimated to confirmed.');
  });

  it('words sessions and leaves other values as they are', () => {
    expect(valueWords('after_close')).toBe('after the close');
    expect(valueWords('16:05 ET')).toBe('16:05 ET');
    expect(valueWords('priced')).toBe('priced');
  });
});
