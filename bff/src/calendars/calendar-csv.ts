import type { CalendarDetailsByType, CalendarRow, CalendarType } from '@mc/api/calendars';

/** The columns every calendar's CSV starts with; a single calendar's own fields follow, `all` adds `details` as JSON. */
const COMMON_COLUMNS = [
  'type',
  'id',
  'date',
  'time',
  'tz',
  'date_label',
  'session',
  'date_status',
  'tickers',
  'company',
  'title',
  'importance',
  'sector',
  'market_cap',
  'source',
  'source_url',
  'revision',
  'updated_at',
] as const;

/** Each calendar's own fields, in the order of its details type (`satisfies` keeps every name a real field). */
const DETAIL_COLUMNS = {
  earnings: [
    'exchange',
    'currency',
    'period',
    'period_year',
    'eps_type',
    'eps',
    'eps_est',
    'eps_prior',
    'eps_surprise',
    'eps_surprise_percent',
    'revenue_type',
    'revenue',
    'revenue_est',
    'revenue_prior',
    'revenue_surprise',
    'revenue_surprise_percent',
    'notes',
  ],
  fda: [
    'event_type',
    'drug',
    'companies',
    'status',
    'target_date',
    'announced_date',
    'outcome',
    'outcome_brief',
    'commentary',
    'source_type',
    'source_link',
  ],
  ipo: [
    'exchange',
    'deal_status',
    'ipo_type',
    'pricing_date',
    'price_min',
    'price_max',
    'price_public_offering',
    'offering_shares',
    'offering_value',
    'market_cap_at_offer',
    'lead_underwriters',
    'insider_lockup_date',
    'currency',
    'description',
    'notes',
  ],
  dividend: [
    'exchange',
    'dividend',
    'dividend_prior',
    'dividend_type',
    'dividend_yield',
    'frequency',
    'announced_date',
    'ex_dividend_date',
    'record_date',
    'payable_date',
    'currency',
    'notes',
  ],
  splits: [
    'exchange',
    'ratio',
    'direction',
    'optionable',
    'date_announced',
    'date_ex',
    'date_recorded',
    'date_distribution',
    'notes',
  ],
  conference: [
    'event_name',
    'event_type',
    'date_start',
    'date_end',
    'location',
    'webcast_link',
    'source_link',
    'securities',
    'tags',
  ],
  conferencecall: [
    'exchange',
    'phone_num',
    'international_num',
    'reservation_num',
    'access_code',
    'webcast_url',
    'period',
    'period_year',
  ],
  economic: [
    'country',
    'event_name',
    'event_period',
    'event_category',
    'period_year',
    'unit',
    'actual',
    'consensus',
    'prior',
    'prior_revised',
    'surprise',
    'description',
  ],
  market: ['kind', 'name', 'close_time', 'exchanges', 'notes'],
} as const satisfies { [T in CalendarType]: readonly (keyof CalendarDetailsByType[T])[] };

type Cell = string | number | boolean | null | undefined | readonly unknown[] | object;

/**
 * A decimal number written as text ("-0.1", "+2.5", "-1.2e3"), perhaps with an economic figure's unit
 * ("-0.1%", "-12K", "-78.3 USD"): a spreadsheet reads it as a value, never as a formula that runs anything.
 */
const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?(%|[KMB]| [A-Z]{3})?$/;

/**
 * One RFC 4180 field: quoted when it holds a comma, a quote or a line break, quotes doubled. Text
 * that a spreadsheet would run as a formula (=, +, -, @, tab, CR first, and not a number) is
 * prefixed with an apostrophe; numbers, held as numbers or as text, are written as they are.
 */
export function csvField(value: Cell): string {
  if (value === null || value === undefined) return '';
  let text: string;
  if (typeof value === 'number' || typeof value === 'boolean') text = String(value);
  else if (Array.isArray(value))
    text = value.map((item) => (typeof item === 'object' ? JSON.stringify(item) : String(item))).join('; ');
  else if (typeof value === 'object') text = JSON.stringify(value);
  else text = /^[=+\-@\t\r]/.test(value) && !NUMBER.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const line = (cells: readonly Cell[]) => `${cells.map(csvField).join(',')}\r\n`;

/** The CSV's header line and a writer of its rows, for one calendar (its own fields as columns) or for `all`. */
export function csvLayout(type: CalendarType | 'all', tz: string) {
  const detailColumns: readonly string[] = type === 'all' ? ['details'] : DETAIL_COLUMNS[type];
  return {
    header: line([...COMMON_COLUMNS, ...detailColumns]),
    row: (row: CalendarRow) => {
      const details = (row.details ?? {}) as Record<string, Cell>;
      return line([
        row.type,
        row.id,
        row.date,
        row.time,
        tz,
        row.date_label,
        row.session,
        row.date_status,
        row.tickers,
        row.company,
        row.title,
        row.importance,
        row.sector,
        row.market_cap,
        row.source,
        row.source_url,
        row.revision,
        row.updated_at,
        ...(type === 'all' ? [row.details] : detailColumns.map((column) => details[column])),
      ]);
    },
  };
}
