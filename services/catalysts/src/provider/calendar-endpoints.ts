import { CALENDAR_TYPES, type CalendarType } from '@mc/proto/calendar-terms';

/** The calendars the provider serves: every one but `market`, which the service writes from its own table. */
export type ProviderCalendarType = Exclude<CalendarType, 'market'>;
export const PROVIDER_CALENDAR_TYPES = CALENDAR_TYPES.filter((type): type is ProviderCalendarType => type !== 'market');
export const isProviderCalendarType = (value: string): value is ProviderCalendarType =>
  (PROVIDER_CALENDAR_TYPES as readonly string[]).includes(value);

/** How the provider serves one calendar type (Benzinga's calendar API, version 2.1; investor conferences on v2). */
export interface CalendarEndpoint {
  type: ProviderCalendarType;
  path: string;
  /** Keys the rows may arrive under: the conference-call key is documented both ways. */
  keys: readonly string[];
  pageSizeParam: 'pagesize' | 'pageSize';
  /** What `calendar-removed` calls the type. */
  removedType: string;
}

// The backfill window applies to each calendar's default date (FDA: announced, splits: announced):
// the date every row has, where a fuzzy FDA target date could not be compared.

/** Rows per page: the provider's maximum, so a backfill takes as few requests as possible. */
export const PROVIDER_PAGE_SIZE = 1000;

export const CALENDAR_ENDPOINTS: Readonly<Record<ProviderCalendarType, CalendarEndpoint>> = {
  earnings: {
    type: 'earnings',
    path: 'api/v2.1/calendar/earnings',
    keys: ['earnings'],
    pageSizeParam: 'pagesize',
    removedType: 'earnings',
  },
  fda: { type: 'fda', path: 'api/v2.1/calendar/fda', keys: ['fda'], pageSizeParam: 'pagesize', removedType: 'fda' },
  ipo: { type: 'ipo', path: 'api/v2.1/calendar/ipos', keys: ['ipos'], pageSizeParam: 'pagesize', removedType: 'ipos' },
  dividend: {
    type: 'dividend',
    path: 'api/v2.1/calendar/dividends',
    keys: ['dividends'],
    pageSizeParam: 'pagesize',
    removedType: 'dividends',
  },
  splits: {
    type: 'splits',
    path: 'api/v2.1/calendar/splits',
    keys: ['splits'],
    pageSizeParam: 'pagesize',
    removedType: 'splits',
  },
  conferencecall: {
    type: 'conferencecall',
    path: 'api/v2.1/calendar/conference-calls',
    keys: ['conference', 'conference-calls'],
    pageSizeParam: 'pagesize',
    removedType: 'conference-calls',
  },
  conference: {
    type: 'conference',
    path: 'api/v2/calendar/events',
    keys: ['events'],
    pageSizeParam: 'pageSize',
    removedType: 'events',
  },
  economic: {
    type: 'economic',
    path: 'api/v2.1/calendar/economics',
    keys: ['economics'],
    pageSizeParam: 'pagesize',
    removedType: 'economics',
  },
};
