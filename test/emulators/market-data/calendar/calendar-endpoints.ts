import type { CalendarRows, CalendarType } from './calendar-types.js';

// How each calendar endpoint of the provider is addressed and searched: its path, the key its rows come under,
// the parameter that filters by ticker, the dates a search can run on, and how it says "no data".

export type NoDataAnswer = 'not_found' | 'empty_array';

export interface CalendarEndpoint<K extends CalendarType = CalendarType> {
  type: K;
  path: string;
  /** The answer's key: `{"earnings": [...]}`. */
  answerKey: string;
  /** Benzinga spells the page size `pageSize` on the events endpoint and `pagesize` elsewhere. */
  pageSizeParam: 'pagesize' | 'pageSize';
  tickerParam?: 'parameters[tickers]' | 'parameters[securities]';
  tickersOf?: (row: CalendarRows[K]) => string[];
  /** Parameter choosing the date to search and sort on, with its choices → row field; the first is the default. */
  dateChoice?: { param: string; fields: Record<string, keyof CalendarRows[K] & string> };
  defaultDateField: keyof CalendarRows[K] & string;
  /** Field ordering rows of the same date. */
  timeField?: keyof CalendarRows[K] & string;
  /** False where the provider's rows carry no importance (FDA, IPOs): the parameter is then ignored. */
  importance: boolean;
  /** Benzinga answers an empty result either way depending on the endpoint; both must be handled. */
  noData: NoDataAnswer;
}

const endpoint = <K extends CalendarType>(spec: CalendarEndpoint<K>): CalendarEndpoint<K> => spec;

export const CALENDAR_ENDPOINTS: { [K in CalendarType]: CalendarEndpoint<K> } = {
  earnings: endpoint({
    type: 'earnings',
    path: '/api/v2.1/calendar/earnings',
    answerKey: 'earnings',
    pageSizeParam: 'pagesize',
    tickerParam: 'parameters[tickers]',
    tickersOf: (row) => [row.ticker],
    dateChoice: { param: 'parameters[date_sort]', fields: { date: 'date' } },
    defaultDateField: 'date',
    timeField: 'time',
    importance: true,
    noData: 'empty_array',
  }),
  fda: endpoint({
    type: 'fda',
    path: '/api/v2.1/calendar/fda',
    answerKey: 'fda',
    pageSizeParam: 'pagesize',
    tickerParam: 'parameters[securities]',
    tickersOf: (row) => row.companies.flatMap((company) => company.securities.map((security) => security.symbol)),
    dateChoice: { param: 'parameters[date_search_field]', fields: { announced: 'date', target: 'target_date' } },
    defaultDateField: 'date',
    timeField: 'time',
    importance: false,
    noData: 'not_found',
  }),
  ipos: endpoint({
    type: 'ipos',
    path: '/api/v2.1/calendar/ipos',
    answerKey: 'ipos',
    pageSizeParam: 'pagesize',
    tickerParam: 'parameters[tickers]',
    tickersOf: (row) => [row.ticker],
    defaultDateField: 'date',
    timeField: 'time',
    importance: false,
    noData: 'empty_array',
  }),
  dividends: endpoint({
    type: 'dividends',
    path: '/api/v2.1/calendar/dividends',
    answerKey: 'dividends',
    pageSizeParam: 'pagesize',
    tickerParam: 'parameters[tickers]',
    tickersOf: (row) => [row.ticker],
    dateChoice: {
      param: 'parameters[date_sort]',
      fields: { announced: 'date', ex: 'ex_dividend_date', payable: 'payable_date', record: 'record_date' },
    },
    defaultDateField: 'date',
    importance: true,
    noData: 'empty_array',
  }),
  splits: endpoint({
    type: 'splits',
    path: '/api/v2.1/calendar/splits',
    answerKey: 'splits',
    pageSizeParam: 'pagesize',
    tickerParam: 'parameters[tickers]',
    tickersOf: (row) => [row.ticker],
    dateChoice: { param: 'parameters[date_search_field]', fields: { announced: 'date_announced', ex: 'date_ex' } },
    defaultDateField: 'date_announced',
    importance: true,
    noData: 'empty_array',
  }),
  'conference-calls': endpoint({
    type: 'conference-calls',
    path: '/api/v2.1/calendar/conference-calls',
    answerKey: 'conference',
    pageSizeParam: 'pagesize',
    tickerParam: 'parameters[tickers]',
    tickersOf: (row) => [row.ticker],
    defaultDateField: 'date',
    timeField: 'start_time',
    importance: true,
    noData: 'not_found',
  }),
  economics: endpoint({
    type: 'economics',
    path: '/api/v2.1/calendar/economics',
    answerKey: 'economics',
    pageSizeParam: 'pagesize',
    defaultDateField: 'date',
    timeField: 'time',
    importance: true,
    noData: 'not_found',
  }),
  events: endpoint({
    type: 'events',
    path: '/api/v2/calendar/events',
    answerKey: 'events',
    pageSizeParam: 'pageSize',
    tickerParam: 'parameters[tickers]',
    tickersOf: (row) => row.securities.map((security) => security.symbol),
    defaultDateField: 'date_start',
    timeField: 'start_time',
    importance: true,
    noData: 'not_found',
  }),
};
