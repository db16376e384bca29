import type { SectorKey } from '@mc/api/calendars';

/** What a catalyst takes from its company's profile. */
export interface CompanyProfile {
  ticker: string;
  name: string;
  exchange: string | null;
  sector: SectorKey | null;
  industry: string | null;
  marketCap: number | null;
  sharesOutstanding: number | null;
}
