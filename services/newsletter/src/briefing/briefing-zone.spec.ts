import { catalystSection, type CatalystSection } from './briefing-content.js';
import { catalystsIn, clockIn, zoneWords } from './briefing-zone.js';
import { catalyst, WEEK_OF_JUNE_8 } from './briefing-week.fixture.js';

const NEW_YORK = 'America/New_York';

/** `date heading: symbols time` per item, the way a reader scans the section. */
const lines = (section: CatalystSection) =>
  section.state === 'included'
    ? section.days.flatMap((day) =>
        day.groups.flatMap((group) => group.items.map((item) => `${day.date} ${group.heading}: ${item.symbols} ${item.time}`)),
      )
    : [];

describe('a briefing’s catalysts in the reader’s zone', () => {
  it('moves a timed catalyst to the day it happens in a half-hour zone, and orders each day by time there', () => {
    expect(lines(catalystsIn(catalystSection(WEEK_OF_JUNE_8, 7), 'Asia/Kolkata'))).toEqual([
      '2026-06-09 Earnings before the open: CASY 16:30 GMT+5:30',
      '2026-06-10 Earnings after the close: ORCL 01:35 GMT+5:30',
      '2026-06-10 Earnings after the close: GME 01:40 GMT+5:30',
      '2026-06-10 Economic releases:  18:00 GMT+5:30',
      '2026-06-12 FDA: VRTX null',
    ]);
  });

  it('names EDT before the end of daylight saving time in New York and EST after it', () => {
    const week = catalystSection(
      [
        catalyst({ type: 'economic', date: '2026-10-30', time: '08:30:00', title: 'PCE (September)', importance: 4 }),
        catalyst({ type: 'earnings', date: '2026-11-01', time: '00:30:00', tickers: ['LATE'], title: 'Q3', importance: 3 }),
        catalyst({ type: 'economic', date: '2026-11-02', time: '08:30:00', title: 'ISM (October)', importance: 4 }),
      ],
      3,
    );
    expect(lines(catalystsIn(week, NEW_YORK))).toEqual([
      '2026-10-30 Economic releases:  08:30 EDT',
      '2026-11-01 Earnings, time not announced: LATE 00:30 EDT',
      '2026-11-02 Economic releases:  08:30 EST',
    ]);
    // Half past midnight in New York on the day clocks go back is still Saturday evening in Los Angeles.
    expect(lines(catalystsIn(week, 'America/Los_Angeles'))[1]).toBe('2026-10-31 Earnings, time not announced: LATE 21:30 PDT');
    expect(clockIn('2026-11-01T05:30:00Z', NEW_YORK)).toBe('01:30 EDT');
    expect(clockIn('2026-11-01T06:30:00Z', NEW_YORK)).toBe('01:30 EST');
  });

  it('leaves items stored without their instant as they were', () => {
    const section = catalystSection(WEEK_OF_JUNE_8, 7);
    if (section.state !== 'included') throw new Error('expected an included section');
    const stored: CatalystSection = {
      ...section,
      days: section.days.map((day) => ({
        ...day,
        groups: day.groups.map((group) => ({
          ...group,
          items: group.items.map((item) => {
            const old = { ...item };
            delete old.startsAt;
            return old;
          }),
        })),
      })),
    };
    expect(catalystsIn(stored, 'Asia/Kolkata')).toEqual(stored);
  });

  it('says which zone the times are in', () => {
    expect(zoneWords(NEW_YORK)).toBe('US Eastern');
    expect(zoneWords('America/Los_Angeles')).toBe('America/Los Angeles time');
  });
});
