import type { BriefingContent } from './briefing-content.js';
import { catalystSection, largestMovesOf, watchListSection } from './briefing-content.js';
import { WEEK_OF_JUNE_8, watchListPost } from './briefing-week.fixture.js';
import { renderBriefing, weekLabel } from './briefing-render.js';

const SITE = 'https://marketcatalysts.example';
const UNSUBSCRIBE = `${SITE}/newsletter/unsubscribe/tok`;

const content = (overrides: Partial<BriefingContent> = {}): BriefingContent => ({
  scheduledFor: '2026-06-08T11:00:00.000Z',
  timeZone: 'America/New_York',
  week: { from: '2026-06-08', to: '2026-06-14' },
  catalysts: catalystSection(WEEK_OF_JUNE_8, 7),
  largestMoves: largestMovesOf(WEEK_OF_JUNE_8),
  watchLists: watchListSection(
    [watchListPost({ slug: 'cpi-week', published: '2026-06-05', list: 'weekly', title: 'Five setups into CPI week' })],
    '2026-06-01',
    '2026-06-08',
  ),
  ...overrides,
});

describe('weekLabel', () => {
  it('reads like a person would write the range', () => {
    expect(weekLabel({ from: '2026-06-08', to: '2026-06-14' })).toBe('June 8–14, 2026');
    expect(weekLabel({ from: '2026-06-29', to: '2026-07-05' })).toBe('June 29 – July 5, 2026');
    expect(weekLabel({ from: '2026-12-28', to: '2027-01-03' })).toBe('December 28, 2026 – January 3, 2027');
  });
});

describe('renderBriefing', () => {
  const mail = renderBriefing(content(), SITE, UNSUBSCRIBE);

  it('names the week in the subject', () => {
    expect(mail.subject).toBe('Market Catalysts weekly briefing: June 8–14, 2026');
  });

  it('lists each day with its groups and links every item to its page, in both parts', () => {
    expect(mail.text).toContain('TUESDAY, JUNE 9');
    expect(mail.text).toContain(
      '  Earnings after the close\n  - ORCL · Oracle Corporation: Q4 2026 earnings · 16:05 EDT · importance 5/5',
    );
    expect(mail.text).toContain(`${SITE}/company/ORCL`);
    expect(mail.html).toContain(`href="${SITE}/company/ORCL"`);
    expect(mail.html).toContain('Casey&#39;s General Stores, Inc.');
    expect(mail.html).toContain(`href="${SITE}/weekly-watch-list/cpi-week"`);
    expect(mail.text).toContain('These are the 5 most important of 7.');
  });

  it('names the week’s largest expected moves, largest first, with their day and news, in both parts', () => {
    expect(mail.text).toContain(
      [
        'Largest expected moves this week (each company’s average move after its last reports or FDA decisions):',
        `  - GME ±12.4% (Tue, earnings after the close): ${SITE}/company/GME`,
        `  - ORCL ±8.1% (Tue, earnings after the close): ${SITE}/company/ORCL`,
        `  - VRTX ±6.3% (Fri, FDA decision): ${SITE}/company/VRTX`,
      ].join('\n'),
    );
    expect(mail.html).toContain(
      `<strong>Largest expected moves this week:</strong> <a class="mc-link" href="${SITE}/company/GME"`,
    );
    expect(mail.html).toContain('±8.1% (Tue, earnings after the close)');
    expect(mail.html).toContain('The expected move is each company’s average move after its last reports or FDA decisions.');
  });

  it('names no expected moves when the week has none, or the briefing was stored before they were named', () => {
    for (const largestMoves of [[], undefined]) {
      const without = renderBriefing(content({ largestMoves }), SITE, UNSUBSCRIBE);
      expect(without.text).not.toContain('Largest expected moves');
      expect(without.html).not.toContain('Largest expected moves');
    }
  });

  it('says its times are US Eastern in the briefing’s own zone', () => {
    expect(mail.text).toContain('Importance 3 of 5 and up; times are US Eastern.');
  });

  it('gives a reader in another zone the times and days there', () => {
    const kolkata = renderBriefing(content(), SITE, UNSUBSCRIBE, 'Asia/Kolkata');
    expect(kolkata.subject).toBe(mail.subject);
    expect(kolkata.text).toContain('Importance 3 of 5 and up; times are Asia/Kolkata time.');
    // Oracle reports at 16:05 in New York on Tuesday: 01:35 on Wednesday in Kolkata (UTC+5:30).
    expect(kolkata.text).toContain(
      'WEDNESDAY, JUNE 10\n  Earnings after the close\n  - ORCL · Oracle Corporation: Q4 2026 earnings · 01:35 GMT+5:30 · importance 5/5',
    );
    expect(kolkata.html).toContain('01:35 GMT+5:30');
    expect(kolkata.html).toContain('times are Asia/Kolkata time.');
  });

  it('ends with the recipient’s unsubscribe link', () => {
    expect(mail.text.endsWith(`Unsubscribe: ${UNSUBSCRIBE}`)).toBe(true);
    expect(mail.html).toContain(`href="${UNSUBSCRIBE}"`);
  });

  it('says what it could not read instead of leaving a hole', () => {
    const partial = renderBriefing(
      content({ catalysts: { state: 'unavailable' }, watchLists: { state: 'unavailable' } }),
      SITE,
      UNSUBSCRIBE,
    );
    expect(partial.text).toContain('The catalyst calendar could not be read in time for this email.');
    expect(partial.text).toContain('The watch lists could not be read in time for this email.');
    expect(partial.html).toContain(`href="${SITE}/stock-market-catalyst-calendars-home"`);
  });

  it('says so when a week has nothing to show', () => {
    const quiet = renderBriefing(
      content({ catalysts: catalystSection([], 0), watchLists: watchListSection([], '2026-06-01', '2026-06-08') }),
      SITE,
      UNSUBSCRIBE,
    );
    expect(quiet.text).toContain('No catalysts of importance 3 and up are on the calendar for these days yet');
    expect(quiet.text).toContain('No new watch lists this past week.');
  });

  it('is readable in dark and light clients and loads nothing from elsewhere', () => {
    expect(mail.html).toContain('<meta name="color-scheme" content="light dark">');
    expect(mail.html).toContain('@media (prefers-color-scheme: dark)');
    expect(mail.html).not.toMatch(/<img|url\(|<script/i);
  });
});
