import { CALENDAR_TYPES, type CalendarPath, type CalendarType } from '@mc/api/calendars';

export type FilterName =
  | 'search'
  | 'importance'
  | 'sector'
  | 'marketCap'
  | 'confirmed'
  | 'session'
  | 'types'
  | 'country'
  | 'calledOff'
  /** "Changed this week" (`updated_since`): every catalyst calendar; market days are not synced, so never change. */
  | 'changed';

export interface CalendarKind {
  /** The screen's heading: "Earnings Calendar". */
  title: string;
  /** A row's type in a mixed list: "Earnings". */
  label: string;
  /** What the rows are, for counts and empty states: "earnings reports". */
  noun: string;
  /** One line for a trader: what the calendar holds. */
  description: string;
  /** The search box's label. */
  searchLabel: string;
  /** The filters that mean something for this calendar (an IPO has no importance rating, say). */
  filters: readonly FilterName[];
  /** What an event without a time shows instead: "Time TBA" where a time is due, "All day" for an ex-dividend date, … */
  untimed: string;
}

const ALL_FILTERS: readonly FilterName[] = ['search', 'importance', 'sector', 'marketCap', 'confirmed', 'session', 'changed'];

export const CALENDAR_KINDS: Record<CalendarPath, CalendarKind> = {
  all: {
    title: 'Market Catalysts Calendar',
    label: 'All catalysts',
    noun: 'catalysts',
    description:
      'Every catalyst in one place: earnings, FDA decisions, IPOs, dividends, splits, investor conferences, earnings calls and economic releases.',
    searchLabel: 'Ticker, company or event',
    filters: [...ALL_FILTERS, 'types'],
    untimed: 'Time TBA',
  },
  earnings: {
    title: 'Earnings Calendar',
    label: 'Earnings',
    noun: 'earnings reports',
    description:
      'Quarterly results by day, before the open and after the close, with EPS and revenue estimates, actuals and surprises.',
    searchLabel: 'Ticker or company',
    filters: ALL_FILTERS,
    untimed: 'Time TBA',
  },
  fda: {
    title: 'FDA Calendar',
    label: 'FDA',
    noun: 'FDA events',
    description: 'PDUFA dates, advisory committee meetings and clinical trial readouts for listed biotech and pharma companies.',
    searchLabel: 'Ticker, company or drug',
    filters: ['search', 'sector', 'marketCap', 'confirmed', 'changed'],
    untimed: 'Date only',
  },
  ipo: {
    title: 'IPO Calendar',
    label: 'IPO',
    noun: 'IPOs',
    description: 'Upcoming and recent listings with their price range, offer price, deal size and lead underwriters.',
    searchLabel: 'Ticker or company',
    filters: ['search', 'confirmed', 'calledOff', 'changed'],
    untimed: 'Time TBA',
  },
  dividend: {
    title: 'Dividend Calendar',
    label: 'Dividend',
    noun: 'ex-dividend dates',
    description: 'Ex-dividend dates with the amount, yield, frequency, and the record and payable dates.',
    searchLabel: 'Ticker or company',
    filters: ['search', 'importance', 'sector', 'marketCap', 'confirmed', 'changed'],
    untimed: 'All day',
  },
  splits: {
    title: 'Stock Splits Calendar',
    label: 'Split',
    noun: 'stock splits',
    description: 'Forward and reverse stock splits with their ratio and the ex, record and distribution dates.',
    searchLabel: 'Ticker or company',
    filters: ['search', 'importance', 'sector', 'marketCap', 'changed'],
    untimed: 'All day',
  },
  conference: {
    title: 'Conference Calendar',
    label: 'Conference',
    noun: 'investor conferences',
    description: 'Investor conferences where management teams present, with dates, locations, presenting companies and webcasts.',
    searchLabel: 'Conference, ticker or company',
    filters: ['search', 'importance', 'changed'],
    untimed: 'All day',
  },
  conferencecall: {
    title: 'Conference Call Calendar',
    label: 'Earnings call',
    noun: 'conference calls',
    description: 'Earnings conference calls with their dial-in numbers, access codes and webcasts.',
    searchLabel: 'Ticker or company',
    filters: ALL_FILTERS,
    untimed: 'Time TBA',
  },
  economic: {
    title: 'Economic Calendar',
    label: 'Economic',
    noun: 'economic releases',
    description:
      'CPI, payrolls, central-bank decisions, GDP, retail sales and PMIs for the US and major economies, with consensus, prior and actual.',
    searchLabel: 'Release',
    filters: ['search', 'country', 'importance', 'confirmed', 'session', 'changed'],
    untimed: 'Time TBA',
  },
  market: {
    title: 'Market Days',
    label: 'Market',
    noun: 'market days',
    description: 'NYSE and Nasdaq holidays and early closes, monthly option expirations and quad witching days.',
    searchLabel: 'Holiday or expiration',
    filters: ['search'],
    untimed: 'All day',
  },
};

/**
 * The types with screens and filters of their own (spec §2): every type but `market`, whose days are
 * shown under every calendar's day headings and in the month grid instead.
 */
export const SCREEN_TYPES = CALENDAR_TYPES.filter((type) => type !== 'market');

/**
 * Each type's colour on the combined calendars, always next to the type's name (colour is never the only
 * sign). Every one is readable as text on the dark surfaces (contrast at least 4.5:1, checked by a test).
 */
export const TYPE_COLORS: Record<CalendarType, string> = {
  earnings: '#6f9bff',
  fda: '#e98bff',
  ipo: '#ffb74d',
  dividend: '#4fd1b5',
  splits: '#ff8a65',
  conference: '#b9a6f0',
  conferencecall: '#6fd0f7',
  economic: '#f2d15c',
  market: '#b4bccb',
};

export { CALENDAR_TYPES };
