import { jest } from '@jest/globals';
import type {
  CalendarAccess,
  CalendarPage,
  CalendarRow,
  CalendarRowOf,
  CalendarType,
  DividendDetails,
  EarningsDetails,
} from '@mc/api/calendars';
import { configure } from '@testing-library/react';
import type { FakeAnswer, RecordedRequest } from '../../testing/fake-fetch.js';
import { TIME_ZONE_STORAGE_KEY } from './model/time-zone.js';

// A calendar screen's first render in a test file loads its lazy chunk and everything it imports; on a
// busy machine (the whole suite in parallel) that alone can take more than Testing Library's 1 s.
configure({ asyncUtilTimeout: 5_000 });

/** Monday 13 July 2026, 14:00 in New York: the tests' "now". */
export const NOW = new Date('2026-07-13T18:00:00Z');
export const THIS_WEEK = { date_from: '2026-07-13', date_to: '2026-07-19' };

/** Fakes the clock's date only; timers stay real, so Testing Library's waiting works. */
export function fixDate(now: Date = NOW): void {
  jest.useFakeTimers({
    now,
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
}

export function chooseTimeZone(zone: string): void {
  window.localStorage.setItem(TIME_ZONE_STORAGE_KEY, zone);
}

const common = {
  date_precision: 'day',
  date_label: null,
  details_locked: false,
  source: 'Benzinga',
  source_url: null,
  revision: 1,
  first_seen_at: '2026-06-01T12:00:00.000Z',
  updated_at: '2026-07-10T13:32:00.000Z',
  previous_date: null,
  changed_at: '2026-06-01T12:00:00.000Z',
  change_kind: 'added',
  expected_move: null,
} as const;

const earningsDetails: EarningsDetails = {
  exchange: 'NASDAQ',
  currency: 'USD',
  period: 'Q3',
  period_year: 2026,
  eps_type: 'Adj',
  eps: null,
  eps_est: 1.62,
  eps_prior: 1.46,
  eps_surprise: null,
  eps_surprise_percent: null,
  revenue_type: 'GAAP',
  revenue: null,
  revenue_est: 94_500_000_000,
  revenue_prior: 85_800_000_000,
  revenue_surprise: null,
  revenue_surprise_percent: null,
  notes: null,
};

/** An earnings report; by default Apple's, Thursday after the close (16:30 New York). */
export function earningsRow(overrides: Partial<CalendarRowOf<'earnings'>> = {}): CalendarRowOf<'earnings'> {
  return {
    ...common,
    id: 'earnings-5f1c',
    type: 'earnings',
    tickers: ['AAPL'],
    expected_move: { percent: 5.8, basis: 'avg_abs_last_8', samples: 8 },
    ticker: 'AAPL',
    company: 'Apple Inc.',
    title: 'Q3 2026 earnings',
    date: '2026-07-16',
    time: '16:30',
    date_et: '2026-07-16',
    time_et: '16:30',
    starts_at: '2026-07-16T20:30:00.000Z',
    session: 'after_close',
    date_status: 'confirmed',
    importance: 5,
    sector: 'information_technology',
    market_cap: 3_420_000_000_000,
    details: earningsDetails,
    ...overrides,
  };
}

export function fdaRow(overrides: Partial<CalendarRowOf<'fda'>> = {}): CalendarRowOf<'fda'> {
  return {
    ...common,
    id: 'fda-77a1',
    type: 'fda',
    tickers: ['MRNA'],
    ticker: 'MRNA',
    company: 'Moderna, Inc.',
    title: 'PDUFA Date: mRNA-1283 (COVID-19)',
    date: '2026-07-15',
    time: null,
    date_et: '2026-07-15',
    time_et: null,
    starts_at: null,
    session: 'unknown',
    date_status: 'confirmed',
    importance: null,
    sector: 'health_care',
    market_cap: 14_800_000_000,
    details: {
      event_type: 'PDUFA Date',
      drug: { name: 'mRNA-1283', generic: false, indication_symptom: ['COVID-19'] },
      companies: [{ name: 'Moderna, Inc.', securities: [{ exchange: 'NASDAQ', symbol: 'MRNA' }] }],
      status: 'Under review',
      target_date: '2026-07-15',
      announced_date: '2026-01-08',
      outcome: null,
      outcome_brief: null,
      commentary: null,
      source_type: 'Press release',
      source_link: 'https://investors.modernatx.com/news',
    },
    ...overrides,
  };
}

const dividendDetails: DividendDetails = {
  exchange: 'NYSE',
  dividend: 0.53,
  dividend_prior: 0.52,
  dividend_type: 'Cash',
  dividend_yield: 0.0266,
  frequency: 4,
  announced_date: '2026-06-17',
  ex_dividend_date: '2026-07-14',
  record_date: '2026-07-14',
  payable_date: '2026-08-01',
  currency: 'USD',
  notes: null,
};

export function dividendRow(overrides: Partial<CalendarRowOf<'dividend'>> = {}): CalendarRowOf<'dividend'> {
  return {
    ...common,
    id: 'dividend-2b9e',
    type: 'dividend',
    tickers: ['KO'],
    ticker: 'KO',
    company: 'The Coca-Cola Company',
    title: 'Ex-dividend $0.53 (quarterly)',
    date: '2026-07-14',
    time: null,
    date_et: '2026-07-14',
    time_et: null,
    starts_at: null,
    session: 'unknown',
    date_status: 'confirmed',
    importance: 3,
    sector: 'consumer_staples',
    market_cap: 298_000_000_000,
    details: dividendDetails,
    ...overrides,
  };
}

export function economicRow(overrides: Partial<CalendarRowOf<'economic'>> = {}): CalendarRowOf<'economic'> {
  return {
    ...common,
    id: 'economic-cpi-07',
    type: 'economic',
    tickers: [],
    ticker: null,
    company: null,
    title: 'CPI YoY (Jun)',
    date: '2026-07-14',
    time: '08:30',
    date_et: '2026-07-14',
    time_et: '08:30',
    starts_at: '2026-07-14T12:30:00.000Z',
    session: 'before_open',
    date_status: 'confirmed',
    importance: 5,
    sector: null,
    market_cap: null,
    details: {
      country: 'USA',
      event_name: 'CPI YoY',
      event_period: 'Jun',
      event_category: 'Inflation',
      period_year: 2026,
      unit: '%',
      actual: null,
      consensus: '2.9%',
      prior: '3.0%',
      prior_revised: null,
      surprise: null,
      description: 'Consumer prices, change over twelve months',
    },
    ...overrides,
  };
}

export function conferenceRow(overrides: Partial<CalendarRowOf<'conference'>> = {}): CalendarRowOf<'conference'> {
  return {
    ...common,
    id: 'conference-9c0d',
    type: 'conference',
    tickers: ['NVDA', 'AMD', 'MU'],
    ticker: 'NVDA',
    company: 'NVIDIA Corporation',
    title: 'Annual Global Technology Conference',
    date: '2026-07-15',
    time: null,
    date_et: '2026-07-15',
    time_et: null,
    starts_at: null,
    session: 'unknown',
    date_status: 'confirmed',
    importance: 4,
    sector: 'information_technology',
    market_cap: 4_100_000_000_000,
    details: {
      event_name: 'Annual Global Technology Conference',
      event_type: 'Investor conference',
      date_start: '2026-07-15',
      date_end: '2026-07-17',
      location: 'San Francisco, CA',
      webcast_link: 'https://events.example.com/tech-2026',
      source_link: null,
      securities: [
        { symbol: 'NVDA', exchange: 'NASDAQ' },
        { symbol: 'AMD', exchange: 'NASDAQ' },
        { symbol: 'MU', exchange: 'NASDAQ' },
      ],
      tags: ['Technology', 'Semiconductors'],
    },
    ...overrides,
  };
}

interface PageOptions {
  access?: CalendarAccess;
  date_from?: string;
  date_to?: string;
  tz?: string;
  next?: string | null;
  count?: number;
}

/** One page of the API's answer around `rows`: the current week, a subscriber's access, no further page. */
export function calendarPage(rows: CalendarRow[], options: PageOptions = {}): CalendarPage {
  const access = options.access ?? 'full';
  return {
    count: options.count ?? rows.length,
    next: options.next ?? null,
    previous: null,
    results: rows,
    access,
    date_from: options.date_from ?? THIS_WEEK.date_from,
    date_to: options.date_to ?? THIS_WEEK.date_to,
    tz: options.tz ?? 'America/New_York',
    current_week: THIS_WEEK,
    locked: access === 'preview' ? ['other_weeks', 'fda_details', 'csv'] : [],
  };
}

/**
 * A fake calendar endpoint answering like the API: the asked range (or the current week), the asked
 * zone, the given rows. Each request is passed to `rowsFor` so a test can answer by filter.
 */
export function calendarEndpoint(
  rowsFor: (request: RecordedRequest) => CalendarRow[],
  access: CalendarAccess = 'full',
): (request: RecordedRequest) => FakeAnswer {
  return (request) => {
    const from = request.query.get('date_from') ?? THIS_WEEK.date_from;
    const to = request.query.get('date_to') ?? THIS_WEEK.date_to;
    if (access === 'preview' && (from !== THIS_WEEK.date_from || to !== THIS_WEEK.date_to)) {
      return {
        status: 403,
        body: {
          detail: 'Without a subscription the calendars show the current week only. Subscribe to see every week.',
          code: 'subscription_required',
          locked: 'other_weeks',
        },
      };
    }
    const tz = request.query.get('tz') ?? 'America/New_York';
    return { body: calendarPage(rowsFor(request), { access, date_from: from, date_to: to, tz }) };
  };
}

export const calendarApiPath = (type: CalendarType | 'all') => `GET /api/calendars/${type}/`;
