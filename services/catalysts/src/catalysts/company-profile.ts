import type { GicsSectorKey } from '@mc/proto/gics-sectors';

/** What a catalyst takes from its company's profile. */
export interface CompanyProfile {
  ticker: string;
  name: string;
  exchange: string | null;
  sector: GicsSectorKey | null;
  industry: string | null;
  marketCap: number | null;
  sharesOutstanding: number | null;
}
