import { allCompanies } from '../universe/universe.js';
import type { CalendarWindow } from './calendar-window.js';
import type { ConferenceCallRow } from './calendar-types.js';
import { earningsReportsBetween, type EarningsReport } from './earnings-schedule.js';
import { dateText } from './formats.js';
import { providerId } from './provider-id.js';
import { chance, integerBetween, pick, unit } from './seeded.js';
import { timelineOf, type Timeline } from './timeline.js';
import { easternInstant } from './zoned-time.js';

// Each earnings release has its call, announced together with the confirmed date; dial-in details follow about
// a week before. Now and then a call is withdrawn (rescheduled or replaced by a webcast) and the provider
// deletes its row two days ahead, which shows up in calendar-removed.

const CALL_TIMES = {
  before_open: ['08:00:00', '08:30:00', '09:00:00', '10:00:00'],
  after_close: ['16:30:00', '17:00:00', '17:30:00'],
} as const;

const WITHDRAWN_SHARE = 1 / 50;

export function conferenceCallTimelines(window: CalendarWindow, seed: number): Timeline<ConferenceCallRow>[] {
  return allCompanies().flatMap((company) =>
    earningsReportsBetween(company, window.fromDay, window.toDay, seed).map((report) => callTimeline(report, seed)),
  );
}

function callTimeline(report: EarningsReport, seed: number): Timeline<ConferenceCallRow> {
  const { company } = report;
  const key = [seed, company.symbol, report.quarterMonth, 'call'];
  // The fictional 555-01xx range: realistic to read, never someone's real number.
  const line = String(integerBetween(100, 199, [...key, 'line'])).padStart(4, '0');
  const announced: Partial<ConferenceCallRow> = {
    date: dateText(report.day),
    start_time: pick(callTimesAfter(report), [...key, 'time']),
    ticker: company.symbol,
    exchange: company.exchange,
    name: company.name,
    phone_num: '',
    international_num: '',
    reservation_num: '',
    access_code: '',
    webcast_url: `https://edge.media-server.com/mmc/p/${webcastSlug(key)}/`,
    period: report.period,
    period_year: report.periodYear,
    confirmed: true,
    importance: company.importance,
    notes: `${report.period} ${report.periodYear} Earnings Conference Call`,
  };
  const dialIn: Partial<ConferenceCallRow> = {
    phone_num: `(800) 555-${line}`,
    international_num: `+1 (201) 555-${line}`,
    reservation_num: String(integerBetween(10_000_000, 99_999_999, [...key, 'reservation'])),
    access_code: chance(0.5, [...key, 'code']) ? String(integerBetween(100_000, 999_999, [...key, 'access'])) : '',
  };
  const dialInAtMs = Math.max(report.confirmedAtMs + 60_000, easternInstant(report.day - 7, '09:00:00'));
  const removedAtMs = chance(WITHDRAWN_SHARE, [...key, 'withdrawn']) ? easternInstant(report.day - 2, '12:00:00') : undefined;
  return timelineOf<ConferenceCallRow>(
    providerId(seed, 'conference-call', company.symbol, report.quarterMonth),
    [
      { atMs: report.confirmedAtMs, changes: announced },
      { atMs: dialInAtMs, changes: dialIn },
    ],
    removedAtMs,
  );
}

// The call follows the release: a 08:30 release is discussed at 09:00 at the earliest.
function callTimesAfter(report: EarningsReport): readonly string[] {
  return CALL_TIMES[report.session].filter((time) => time > report.time);
}

function webcastSlug(key: readonly (string | number)[]): string {
  const letters = 'abcdefghijkmnopqrstuvwxyz';
  return Array.from({ length: 8 }, (_, i) => letters[Math.floor(unit([...key, 'slug', i]) * letters.length)]).join('');
}
