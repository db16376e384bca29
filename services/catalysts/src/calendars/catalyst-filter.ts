import type { CalendarType, DateStatus, Ordering, SectorKey, Session } from '@mc/api/calendars';

/** A checked QueryCatalysts request: what the SQL is built from. */
export interface CatalystFilter {
  types: CalendarType[];
  dateFrom: string;
  dateTo: string;
  timeZone: string;
  tickers: string[];
  importanceMin: number | null;
  sectors: SectorKey[];
  marketCapMin: number | null;
  marketCapMax: number | null;
  dateStatus: DateStatus | null;
  /** Postponed and withdrawn IPOs too. */
  includeCalledOff: boolean;
  /** Economic releases of these countries only; other types are not affected. */
  countries: string[];
  sessions: Session[];
  search: string | null;
  /** A preview reader: `search` finds FDA rows by their tickers, company and event type only. */
  searchFdaByCompanyOnly: boolean;
  ordering: Ordering;
  offset: number;
  limit: number;
}
