import type { CalendarType, DateStatus, Ordering, Session } from '@mc/proto/calendar-terms';
import type { GicsSectorKey } from '@mc/proto/gics-sectors';

/** A checked QueryCatalysts request: what the SQL is built from. */
export interface CatalystFilter {
  types: CalendarType[];
  dateFrom: string;
  dateTo: string;
  timeZone: string;
  tickers: string[];
  importanceMin: number | null;
  sectors: GicsSectorKey[];
  marketCapMin: number | null;
  marketCapMax: number | null;
  dateStatus: DateStatus | null;
  /** Postponed and withdrawn IPOs too. */
  includeCalledOff: boolean;
  /** Economic releases of these countries only; other types are not affected. */
  countries: string[];
  sessions: Session[];
  /** A watch list's symbols: only catalysts naming one of them (and the macro rows below); empty: no watch list. */
  watchlistTickers: string[];
  /** With a watch list: also the economic releases of importance 3 or more, and the market days. */
  watchlistMacro: boolean;
  /** With no watch-list symbols: the macro rows alone. */
  watchlistMacroAlone: boolean;
  /** Only these catalysts (`{type}-{provider id}`); empty: every catalyst. */
  ids: string[];
  /** Also the catalysts removed since then (a calendar feed shows them cancelled); null: live ones only. */
  removedSince: Date | null;
  /** Only the catalysts whose latest change is at or after this, oldest change first; null: every catalyst. */
  updatedSince: Date | null;
  search: string | null;
  /** A preview reader: `search` finds FDA rows by their tickers, company and event type only. */
  searchFdaByCompanyOnly: boolean;
  ordering: Ordering;
  offset: number;
  limit: number;
}
