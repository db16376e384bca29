import { catalystSection, MAX_BRIEFING_CATALYSTS, watchListSection } from './briefing-content.js';
import { catalyst, WEEK_OF_JUNE_8, watchListPost } from './briefing-week.fixture.js';

describe('catalystSection', () => {
  const section = catalystSection(WEEK_OF_JUNE_8, WEEK_OF_JUNE_8.length);
  if (section.state !== 'included') throw new Error('expected an included section');

  it('groups by day in date order', () => {
    expect(section.days.map((day) => day.date)).toEqual(['2026-06-09', '2026-06-10', '2026-06-12']);
  });

  it('splits earnings into before the open and after the close, each in time order', () => {
    const tuesday = section.days[0];
    expect(tuesday.groups.map((group) => group.heading)).toEqual(['Earnings before the open', 'Earnings after the close']);
    expect(tuesday.groups[1].items.map((item) => item.symbols)).toEqual(['ORCL', 'GME']);
    expect(tuesday.groups[1].items[0]).toEqual({
      symbols: 'ORCL',
      company: 'Oracle Corporation',
      title: 'Q4 2026 earnings',
      time: '16:05 ET',
      startsAt: '2026-06-09T20:05:00.000Z',
      importance: 5,
      path: '/company/ORCL',
    });
  });

  it("links a release that names no company to its calendar, and a company's event to its page", () => {
    expect(section.days[1].groups[0]).toMatchObject({
      heading: 'Economic releases',
      items: [{ path: '/economic-calendar', symbols: '' }],
    });
    expect(section.days[2].groups[0]).toMatchObject({ heading: 'FDA', items: [{ path: '/company/VRTX', time: null }] });
  });

  it('shows at most the most important catalysts and says how many there are', () => {
    const many = Array.from({ length: 55 }, (_, index) =>
      catalyst({ type: 'earnings', date: '2026-06-11', title: `Q${index}`, tickers: [`T${index}`], importance: 3 }),
    );
    const long = catalystSection(many, 130);
    expect(long).toMatchObject({ state: 'included', shown: MAX_BRIEFING_CATALYSTS, total: 130 });
  });

  it('shows a fuzzy FDA date with its label', () => {
    const fuzzy = catalystSection(
      [catalyst({ type: 'fda', date: '2026-06-08', title: 'PDUFA date', dateLabel: 'Q2 2026', tickers: ['ABCL'] })],
      1,
    );
    expect(fuzzy.state === 'included' && fuzzy.days[0].groups[0].items[0].title).toBe('PDUFA date (Q2 2026)');
  });
});

describe('watchListSection', () => {
  it('keeps the posts of the past week, newest first, with their list and page', () => {
    const section = watchListSection(
      [
        watchListPost({ slug: 'old', published: '2026-05-29', list: 'weekly' }),
        watchListPost({ slug: 'june-5', published: '2026-06-05', list: 'weekly', title: 'Five setups into CPI week' }),
        watchListPost({ slug: 'june-8', published: '2026-06-08', list: 'crypto' }),
      ],
      '2026-06-01',
      '2026-06-08',
    );
    expect(section).toEqual({
      state: 'included',
      posts: [
        expect.objectContaining({
          title: 'Watch list june-8',
          listTitle: 'Crypto Watch List',
          path: '/crypto-watch-list/june-8',
        }),
        expect.objectContaining({ title: 'Five setups into CPI week', listTitle: 'Weekly Watch List', published: '2026-06-05' }),
      ],
    });
  });
});
