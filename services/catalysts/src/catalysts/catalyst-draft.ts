import type { DatePrecision, DateStatus } from '@mc/proto/calendar-terms';
import type { TypedDetails } from './catalyst-details.js';

/** What a parser reads from one provider row, before the session, instant and company are added. */
export type CatalystDraft = TypedDetails & {
  providerId: string;
  /** The provider's `updated`, Unix seconds. */
  providerUpdated: number;
  tickers: string[];
  company: string | null;
  title: string;
  /** YYYY-MM-DD as the provider gives it (US Eastern); for fuzzy dates, the first day of the period. */
  date: string;
  /** HH:MM:SS US Eastern, or null. */
  time: string | null;
  dateStatus: DateStatus;
  datePrecision: DatePrecision;
  dateLabel: string | null;
  importance: number | null;
  sourceUrl: string | null;
};

/** Every row comes from the market-data provider, which is Benzinga-shaped. */
export const CATALYST_SOURCE = 'Benzinga';
