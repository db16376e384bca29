import type { CalendarRows, CalendarType } from './calendar-types.js';

// Every field of every calendar row and what it may hold: the control routes check added and changed rows
// against this, so a test cannot plant a row the real provider would never send (unless it asks for
// malformed answers, which is a separate switch).

export type FieldKind =
  | 'text'
  | 'date'
  | 'time'
  | 'fuzzy-date'
  | 'integer'
  | 'importance'
  | 'boolean'
  | 'text-list'
  | 'event-securities'
  | 'fda-companies'
  | 'fda-drug';

type FieldsOf<K extends CalendarType> = Record<Exclude<keyof CalendarRows[K], 'id' | 'updated'>, FieldKind>;

export const FIELD_KINDS: { [K in CalendarType]: FieldsOf<K> } = {
  earnings: {
    date: 'date',
    time: 'time',
    ticker: 'text',
    exchange: 'text',
    name: 'text',
    currency: 'text',
    period: 'text',
    period_year: 'integer',
    eps_type: 'text',
    eps: 'text',
    eps_est: 'text',
    eps_prior: 'text',
    eps_surprise: 'text',
    eps_surprise_percent: 'text',
    revenue_type: 'text',
    revenue: 'text',
    revenue_est: 'text',
    revenue_prior: 'text',
    revenue_surprise: 'text',
    revenue_surprise_percent: 'text',
    date_confirmed: 'integer',
    importance: 'importance',
    notes: 'text',
  },
  fda: {
    date: 'date',
    time: 'time',
    event_type: 'text',
    drug: 'fda-drug',
    companies: 'fda-companies',
    status: 'text',
    target_date: 'fuzzy-date',
    outcome: 'text',
    outcome_brief: 'text',
    commentary: 'text',
    source_type: 'text',
    source_link: 'text',
    notes: 'text',
    created: 'integer',
  },
  ipos: {
    date: 'date',
    time: 'time',
    ticker: 'text',
    exchange: 'text',
    name: 'text',
    currency: 'text',
    description: 'text',
    deal_status: 'text',
    ipo_type: 'text',
    pricing_date: 'date',
    price_min: 'text',
    price_max: 'text',
    price_public_offering: 'text',
    offering_shares: 'text',
    offering_value: 'text',
    market_cap_at_offer: 'text',
    lead_underwriters: 'text-list',
    insider_lockup_date: 'date',
    notes: 'text',
  },
  dividends: {
    date: 'date',
    ticker: 'text',
    exchange: 'text',
    name: 'text',
    currency: 'text',
    dividend: 'text',
    dividend_prior: 'text',
    dividend_type: 'text',
    dividend_yield: 'text',
    frequency: 'integer',
    ex_dividend_date: 'date',
    record_date: 'date',
    payable_date: 'date',
    confirmed: 'boolean',
    importance: 'importance',
    notes: 'text',
  },
  splits: {
    ticker: 'text',
    exchange: 'text',
    name: 'text',
    ratio: 'text',
    optionable: 'boolean',
    date_announced: 'date',
    date_ex: 'date',
    date_recorded: 'date',
    date_distribution: 'date',
    importance: 'importance',
    notes: 'text',
  },
  'conference-calls': {
    date: 'date',
    start_time: 'time',
    ticker: 'text',
    exchange: 'text',
    name: 'text',
    phone_num: 'text',
    international_num: 'text',
    reservation_num: 'text',
    access_code: 'text',
    webcast_url: 'text',
    period: 'text',
    period_year: 'integer',
    confirmed: 'boolean',
    importance: 'importance',
    notes: 'text',
  },
  economics: {
    date: 'date',
    time: 'time',
    country: 'text',
    event_name: 'text',
    event_period: 'text',
    event_category: 'text',
    period_year: 'integer',
    actual: 'text',
    actual_t: 'text',
    consensus: 'text',
    consensus_t: 'text',
    prior: 'text',
    prior_t: 'text',
    prior_revised: 'text',
    description: 'text',
    confirmed: 'boolean',
    importance: 'importance',
    notes: 'text',
  },
  events: {
    event_name: 'text',
    event_type: 'text',
    date_start: 'date',
    date_end: 'date',
    start_time: 'time',
    location: 'text',
    webcast_link: 'text',
    source_link: 'text',
    securities: 'event-securities',
    tags: 'text-list',
    importance: 'importance',
  },
};

/** What an added row must at least say, per type. */
export const REQUIRED_ON_ADD: { [K in CalendarType]: readonly (keyof CalendarRows[K])[] } = {
  earnings: ['ticker', 'date'],
  fda: ['date', 'event_type'],
  ipos: ['name', 'date'],
  dividends: ['ticker', 'date', 'ex_dividend_date'],
  splits: ['ticker', 'date_announced', 'ratio'],
  'conference-calls': ['ticker', 'date'],
  economics: ['date', 'country', 'event_name'],
  events: ['event_name', 'date_start'],
};

const BLANK: Record<FieldKind, () => unknown> = {
  text: () => '',
  date: () => '',
  time: () => '',
  'fuzzy-date': () => '',
  integer: () => 0,
  importance: () => 0,
  boolean: () => false,
  'text-list': () => [],
  'event-securities': () => [],
  'fda-companies': () => [],
  'fda-drug': () => ({ id: '', name: '', generic: false, indication_symptom: [] }),
};

/** A row of `type` with every field empty, in the provider's way of writing "unknown". */
export function blankFields(type: CalendarType): Record<string, unknown> {
  const kinds: Record<string, FieldKind> = FIELD_KINDS[type];
  return Object.fromEntries(Object.entries(kinds).map(([field, kind]) => [field, BLANK[kind]()]));
}

/** Why `fields` cannot go into a row of `type`, or undefined when they can. */
export function fieldProblem(type: CalendarType, fields: Record<string, unknown>): string | undefined {
  const kinds: Record<string, FieldKind> = FIELD_KINDS[type];
  for (const [field, value] of Object.entries(fields)) {
    const kind = kinds[field];
    if (!kind) return `${type} rows have no field ${field} (id and updated are the provider's)`;
    if (!fits(kind, value)) return `${field} must be ${DESCRIPTIONS[kind]}`;
  }
  return undefined;
}

const DESCRIPTIONS: Record<FieldKind, string> = {
  text: 'a string',
  date: 'a date as YYYY-MM-DD, or ""',
  time: 'a time as HH:MM:SS, or ""',
  'fuzzy-date': 'YYYY-MM-DD, YYYY-MM, YYYY-Q1..Q4, YYYY-H1/H2, YYYY-EARLY/MID/LATE, or ""',
  integer: 'a whole number',
  importance: 'a whole number from 0 to 5',
  boolean: 'true or false',
  'text-list': 'an array of strings',
  'event-securities': 'an array of {symbol, exchange, country} strings',
  'fda-companies': 'an array of {id, name, cik, securities: [{exchange, symbol}]}',
  'fda-drug': 'an object {id, name, generic, indication_symptom: [strings]}',
};

function fits(kind: FieldKind, value: unknown): boolean {
  switch (kind) {
    case 'text':
      return typeof value === 'string';
    case 'date':
      return typeof value === 'string' && (value === '' || /^\d{4}-\d{2}-\d{2}$/.test(value));
    case 'time':
      return typeof value === 'string' && (value === '' || /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/.test(value));
    case 'fuzzy-date':
      return typeof value === 'string' && (value === '' || /^\d{4}-(\d{2}(-\d{2})?|Q[1-4]|H[12]|EARLY|MID|LATE)$/.test(value));
    case 'integer':
      return Number.isInteger(value);
    case 'importance':
      return Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 5;
    case 'boolean':
      return typeof value === 'boolean';
    case 'text-list':
      return Array.isArray(value) && value.every((item) => typeof item === 'string');
    case 'event-securities':
      return Array.isArray(value) && value.every((item) => hasStrings(item, ['symbol', 'exchange', 'country']));
    case 'fda-companies':
      return (
        Array.isArray(value) &&
        value.every(
          (item) =>
            hasStrings(item, ['id', 'name', 'cik']) &&
            Array.isArray((item as { securities?: unknown }).securities) &&
            (item as { securities: unknown[] }).securities.every((security) => hasStrings(security, ['exchange', 'symbol'])),
        )
      );
    case 'fda-drug':
      return (
        hasStrings(value, ['id', 'name']) &&
        typeof (value as { generic?: unknown }).generic === 'boolean' &&
        fits('text-list', (value as { indication_symptom?: unknown }).indication_symptom)
      );
  }
}

function hasStrings(value: unknown, fields: readonly string[]): boolean {
  return (
    typeof value === 'object' &&
    value !== null &&
    fields.every((field) => typeof (value as Record<string, unknown>)[field] === 'string')
  );
}
