import type { DayCatalyst } from './day-catalysts.js';
import {
  estimateWords,
  expectedMoveWords,
  largestMovesWords,
  renderDigestMail,
  renderReminderMail,
  whenWords,
} from './scheduled-mail-render.js';

const links = { siteUrl: 'https://marketcatalysts.test', unsubscribeUrl: 'https://marketcatalysts.test/alerts/unsubscribe/t.s' };

const catalyst = (overrides: Partial<DayCatalyst> = {}): DayCatalyst => ({
  id: 'earnings-AAPL',
  type: 'earnings',
  tickers: ['AAPL'],
  company: 'Apple Inc.',
  title: 'Q1 2027 earnings',
  date: '2027-01-28',
  startsAt: '2027-01-28T21:30:00.000Z',
  session: 'after_close',
  dateStatus: 'confirmed',
  revision: 3,
  importance: null,
  epsEstimate: 2.35,
  revenueEstimate: 124_100_000_000,
  currency: 'USD',
  country: null,
  consensus: null,
  marketKind: null,
  closeTime: null,
  ...overrides,
});

describe('when a catalyst happens, in the reader’s zone', () => {
  it('gives the reader’s day and time with the session, and says an estimated date is one', () => {
    expect(whenWords(catalyst(), 'America/New_York')).toBe('Thu, Jan 28, 2027 at 4:30 PM EST, after the close');
    // In Tokyo the same report is the next morning.
    expect(whenWords(catalyst(), 'Asia/Tokyo')).toBe('Fri, Jan 29, 2027 at 6:30 AM GMT+9, after the close');
    expect(whenWords(catalyst({ dateStatus: 'estimated' }), 'Europe/London')).toBe(
      'Thu, Jan 28, 2027 at 9:30 PM GMT, after the close (date estimated)',
    );
  });

  it('gives the provider’s day and session when no time is known', () => {
    expect(whenWords(catalyst({ startsAt: null, session: 'before_open' }), 'Asia/Tokyo')).toBe(
      'Thu, Jan 28, 2027, before the open',
    );
    expect(whenWords(catalyst({ startsAt: null, session: 'unknown' }), 'UTC')).toBe('Thu, Jan 28, 2027, time not announced');
  });

  it('writes the expected move a row has, with what it averages', () => {
    expect(expectedMoveWords(catalyst({ expectedMove: { percent: 8.1, samples: 8 } }))).toBe(
      'Expected move ±8.1% (average of its last 8 reports).',
    );
    expect(expectedMoveWords(catalyst({ type: 'fda', expectedMove: { percent: 12, samples: 4 } }))).toBe(
      'Expected move ±12.0% (average of its last 4 FDA decisions).',
    );
    expect(expectedMoveWords(catalyst({ expectedMove: null }))).toBeNull();
    // A day stored before expected moves were kept.
    expect(expectedMoveWords(catalyst())).toBeNull();
  });

  it('writes the estimates there are', () => {
    expect(estimateWords(catalyst())).toBe('EPS estimate 2.35 · revenue estimate 124.1B USD');
    expect(estimateWords(catalyst({ revenueEstimate: null }))).toBe('EPS estimate 2.35');
    expect(estimateWords(catalyst({ epsEstimate: null, revenueEstimate: null }))).toBeNull();
  });
});

describe('the reminder mail', () => {
  it('names one catalyst in its subject, several by their tickers, with a link per row and both one-click and settings links', () => {
    const one = renderReminderMail(
      [{ catalyst: catalyst(), ticker: 'AAPL', listNames: ['Tech', 'Core'] }],
      'America/New_York',
      links,
    );
    expect(one.subject).toBe('Reminder: AAPL Q1 2027 earnings on Thu, Jan 28');
    expect(one.text).toContain('AAPL · Apple Inc. · Q1 2027 earnings\nThu, Jan 28, 2027 at 4:30 PM EST, after the close.\n');
    expect(one.text).toContain('On Tech, Core.\nhttps://marketcatalysts.test/company/AAPL');
    expect(one.text).toContain('Times are in your time zone (America/New York).');
    expect(one.text).toContain(
      'Turn off reminders for these lists in one click: https://marketcatalysts.test/alerts/unsubscribe/t.s',
    );
    expect(one.html).toContain('<a href="https://marketcatalysts.test/my-catalysts/lists"');
    expect(one.html).toContain('<a href="https://marketcatalysts.test/company/AAPL"');

    const rows = ['AAPL', 'MSFT', 'NVDA', 'TSLA', 'AMD'].map((ticker) => ({
      catalyst: catalyst({ id: ticker, tickers: [ticker], company: null }),
      ticker,
      listNames: ['Tech'],
    }));
    expect(renderReminderMail(rows, 'UTC', links).subject).toBe(
      'Reminder: 5 catalysts coming up on your watch lists: AAPL, MSFT, NVDA, TSLA and 1 more',
    );
  });

  it('escapes what it did not write', () => {
    const mail = renderReminderMail(
      [{ catalyst: catalyst({ title: 'R&D <day>' }), ticker: 'AAPL', listNames: ['"Mine"'] }],
      'UTC',
      links,
    );
    expect(mail.html).toContain('R&#38;D &#60;day&#62;');
    expect(mail.html).toContain('On &#34;Mine&#34;.');
  });
});

describe('the digest mail', () => {
  it('gives the day, the catalysts, the early close and the macro releases in the reader’s zone', () => {
    const mail = renderDigestMail(
      {
        day: '2027-11-26',
        rows: [
          {
            catalyst: catalyst({ date: '2027-11-26', startsAt: '2027-11-26T13:00:00.000Z', session: 'before_open' }),
            ticker: 'AAPL',
            listNames: ['Tech'],
          },
        ],
        macro: [
          catalyst({
            id: 'economic-1',
            type: 'economic',
            tickers: [],
            title: 'Initial jobless claims',
            startsAt: '2027-11-26T13:30:00.000Z',
            country: 'USA',
            consensus: '221K',
            epsEstimate: null,
            revenueEstimate: null,
          }),
        ],
        market: [
          catalyst({
            id: 'market-1',
            type: 'market',
            tickers: [],
            title: 'Early close',
            marketKind: 'early_close',
            closeTime: '13:00',
          }),
        ],
      },
      'Europe/Berlin',
      links,
    );
    expect(mail.subject).toBe('Pre-market digest for Fri, Nov 26: AAPL');
    expect(mail.text).toContain(
      'Today on your watch lists, Fri, Nov 26, 2027: 1 catalyst.\nUS markets close early today, at 7:00 PM GMT+1.',
    );
    expect(mail.text).toContain('Fri, Nov 26, 2027 at 2:00 PM GMT+1, before the open.');
    expect(mail.text).toContain('ECONOMIC RELEASES\n\nUSA · Initial jobless claims\nAt 2:30 PM GMT+1.\nConsensus 221K.');
    expect(mail.text).toContain('Turn off the digest for these lists in one click');
    expect(mail.html).toContain('<h2 style="font-size:16px;margin:20px 0 8px">Economic releases</h2>');
    // No row has an expected move: nothing is said of them.
    expect(mail.text).not.toContain('expected move');
  });

  it('names the day’s largest expected moves of the owner’s rows, largest first, in both parts', () => {
    const row = (ticker: string, session: string, expectedMove: DayCatalyst['expectedMove'], type = 'earnings') => ({
      catalyst: catalyst({ id: `${type}-${ticker}`, type, tickers: [ticker], company: null, session, expectedMove }),
      ticker,
      listNames: ['Tech'],
    });
    const rows = [
      row('AAPL', 'after_close', { percent: 4.2, samples: 8 }),
      row('MRNA', 'unknown', { percent: 11.6, samples: 5 }, 'fda'),
      row('NVDA', 'after_close', { percent: 8.1, samples: 8 }),
      row('COST', 'before_open', null),
    ];
    const words =
      'Largest expected moves today: MRNA ±11.6% (FDA decision), NVDA ±8.1% (earnings after the close), AAPL ±4.2% (earnings after the close).';
    expect(largestMovesWords(rows)).toBe(words);
    const mail = renderDigestMail({ day: '2027-01-28', rows, macro: [], market: [] }, 'America/New_York', links);
    expect(mail.text).toContain(`Today on your watch lists, Thu, Jan 28, 2027: 4 catalysts.\n${words}\n`);
    expect(mail.html).toContain(`<p>${words}</p>`);
    expect(mail.text).toContain('NVDA · Q1 2027 earnings\nThu, Jan 28, 2027 at 4:30 PM EST, after the close.\nEPS estimate 2.35');
    expect(mail.text).toContain('Expected move ±8.1% (average of its last 8 reports).\nOn Tech.');
  });
});
