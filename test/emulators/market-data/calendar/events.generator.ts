import { allCompanies, type Company } from '../universe/universe.js';
import {
  addBusinessDays,
  businessDayOnOrAfter,
  dayFromYmd,
  lastWeekdayOfMonth,
  nthWeekdayOfMonth,
  weekdayOf,
  ymdOf,
  TUESDAY,
} from './civil-date.js';
import type { CalendarWindow } from './calendar-window.js';
import type { EventRow } from './calendar-types.js';
import { dateText } from './formats.js';
import { INVESTOR_CONFERENCES, type InvestorConference } from './investor-conferences.js';
import { providerId } from './provider-id.js';
import { integerBetween, pick, unit, type SeedKey } from './seeded.js';
import { timelineOf, type Timeline } from './timeline.js';
import { easternInstant } from './zoned-time.js';

// Corporate events: presentations at investor conferences (one row per presenting company, as the provider
// lists them), investor days, and the annual shareholder meetings of the largest companies. Presentation
// slots are published about two weeks ahead and webcast links about a week ahead.

const PRESENTATION_TIMES = [
  '08:00:00',
  '08:40:00',
  '09:20:00',
  '10:00:00',
  '10:40:00',
  '11:20:00',
  '13:00:00',
  '13:40:00',
  '14:20:00',
  '15:00:00',
  '15:40:00',
];
const INVESTOR_DAYS_PER_YEAR = 12;

export function eventTimelines(window: CalendarWindow, seed: number): Timeline<EventRow>[] {
  const timelines: Timeline<EventRow>[] = [];
  const { year: firstYear } = ymdOf(window.fromDay);
  const { year: lastYear } = ymdOf(window.toDay);
  for (let year = firstYear; year <= lastYear; year++) {
    for (const conference of INVESTOR_CONFERENCES) timelines.push(...presentations(conference, year, seed));
    timelines.push(...investorDays(year, seed), ...annualMeetings(year, seed));
  }
  return timelines.filter((timeline) => {
    const day = dayOfStart(timeline);
    return day >= window.fromDay && day <= window.toDay;
  });
}

function presentations(conference: InvestorConference, year: number, seed: number): Timeline<EventRow>[] {
  const opening =
    conference.week === 5
      ? lastWeekdayOfMonth(year, conference.month, conference.weekday)
      : nthWeekdayOfMonth(year, conference.month, conference.weekday, conference.week);
  const presenters = allCompanies()
    .filter((company) => conference.sectors.includes(company.sector) && company.importance >= 2)
    .map((company) => ({ company, draw: unit([seed, conference.key, year, company.symbol]) }))
    .sort((a, b) => a.draw - b.draw)
    .slice(0, integerBetween(10, 20, [seed, conference.key, year, 'count']))
    .map(({ company }) => company);
  return presenters.map((company) => {
    const key: SeedKey = [seed, conference.key, year, company.symbol];
    const day = opening + integerBetween(0, conference.days - 1, [...key, 'day']);
    return eventTimeline(
      providerId(seed, 'event', conference.key, year, company.symbol),
      {
        event_name: conference.name,
        event_type: 'Corporate conference presentation',
        location: conference.location,
        tags: [conference.name],
        importance: company.importance >= 4 ? 3 : 2,
      },
      company,
      day,
      pick(PRESENTATION_TIMES, [...key, 'time']),
      `https://event.webcasts.com/starthere.jsp?ei=${integerBetween(1_000_000, 9_999_999, [...key, 'webcast'])}`,
      key,
    );
  });
}

function investorDays(year: number, seed: number): Timeline<EventRow>[] {
  return allCompanies()
    .filter((company) => company.importance >= 4)
    .map((company) => ({ company, draw: unit([seed, 'investor-day', year, company.symbol]) }))
    .sort((a, b) => a.draw - b.draw)
    .slice(0, INVESTOR_DAYS_PER_YEAR)
    .map(({ company }) => {
      const key: SeedKey = [seed, 'investor-day', year, company.symbol];
      const day = businessDayOnOrAfter(dayFromYmd(year, 1, 1) + integerBetween(20, 340, [...key, 'day']));
      return eventTimeline(
        providerId(seed, 'event', 'investor-day', year, company.symbol),
        {
          event_name: `${company.name} Investor Day`,
          event_type: 'Investor Day',
          location: pick(['New York', 'San Francisco', 'Chicago', 'Boston'], [...key, 'city']),
          tags: ['Investor Day'],
          importance: 4,
        },
        company,
        weekdayOf(day) === 5 ? addBusinessDays(day, 1) : day,
        '09:00:00',
        `https://event.webcasts.com/starthere.jsp?ei=${integerBetween(1_000_000, 9_999_999, [...key, 'webcast'])}`,
        key,
      );
    });
}

// Most large companies meet shareholders between April and June, online through Broadridge's meeting site.
function annualMeetings(year: number, seed: number): Timeline<EventRow>[] {
  return allCompanies()
    .filter((company) => company.importance >= 4)
    .map((company) => {
      const key: SeedKey = [seed, 'annual-meeting', year, company.symbol];
      const month = pick([4, 4, 5, 5, 5, 6], [...key, 'month']);
      const day = nthWeekdayOfMonth(
        year,
        month,
        TUESDAY + integerBetween(0, 2, [...key, 'weekday']),
        integerBetween(1, 4, [...key, 'week']),
      );
      return eventTimeline(
        providerId(seed, 'event', 'annual-meeting', year, company.symbol),
        {
          event_name: `${company.name} Annual Meeting of Shareholders`,
          event_type: 'Annual General Meeting',
          location: 'Virtual',
          tags: ['Annual Meeting'],
          importance: 2,
        },
        company,
        day,
        pick(['08:00:00', '09:00:00', '10:00:00', '11:00:00'], [...key, 'time']),
        `https://www.virtualshareholdermeeting.com/${company.symbol}${year}`,
        key,
      );
    });
}

function eventTimeline(
  id: string,
  event: Pick<EventRow, 'event_name' | 'event_type' | 'location' | 'tags' | 'importance'>,
  company: Company,
  day: number,
  startTime: string,
  webcastLink: string,
  key: SeedKey,
): Timeline<EventRow> {
  const listedAtMs = easternInstant(day - integerBetween(45, 120, [...key, 'listed']), '09:00:00');
  const scheduledAtMs = Math.max(listedAtMs + 60_000, easternInstant(day - 14, '09:00:00'));
  const webcastAtMs = Math.max(scheduledAtMs + 60_000, easternInstant(day - 7, '09:00:00'));
  return timelineOf<EventRow>(id, [
    {
      atMs: listedAtMs,
      changes: {
        event_name: event.event_name,
        event_type: event.event_type,
        date_start: dateText(day),
        date_end: dateText(day),
        start_time: '',
        location: event.location,
        webcast_link: '',
        source_link: '',
        securities: [{ symbol: company.symbol, exchange: company.exchange, country: 'USA' }],
        tags: event.tags,
        importance: event.importance,
      },
    },
    { atMs: scheduledAtMs, changes: { start_time: startTime } },
    { atMs: webcastAtMs, changes: { webcast_link: webcastLink } },
  ]);
}

function dayOfStart(timeline: Timeline<EventRow>): number {
  const text = timeline.versions[0].row.date_start;
  const [year, month, day] = text.split('-').map(Number);
  return dayFromYmd(year, month, day);
}
