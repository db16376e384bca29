import { createHash } from 'node:crypto';
import { EXCHANGE_TIME_ZONE, instantAt } from '@mc/market-time';
import type { Session } from '@mc/proto/calendar-terms';
import type { GicsSectorKey } from '@mc/proto/gics-sectors';
import type { CatalystDraft } from './catalyst-draft.js';
import { CATALYST_SOURCE } from './catalyst-draft.js';
import type { CompanyProfile } from './company-profile.js';
import { importanceOf } from './importance.js';
import { sessionOf } from './session.js';

/** A catalyst as it is stored: the draft plus what is derived from it and from its company. */
export type CatalystRecord = CatalystDraft & {
  id: string;
  ticker: string | null;
  startsAt: Date | null;
  session: Session;
  sector: GicsSectorKey | null;
  marketCap: number | null;
  source: string;
  searchText: string;
  fingerprint: string;
};

export const catalystId = (type: string, providerId: string) => `${type}-${providerId}`;

/** Completes a draft with its session, instant, company profile, search words and fingerprint. */
export function toCatalystRecord(draft: CatalystDraft, companies: ReadonlyMap<string, CompanyProfile>): CatalystRecord {
  const ticker = draft.tickers[0] ?? null;
  const profile = ticker === null ? undefined : companies.get(ticker);
  const company = draft.company ?? profile?.name ?? null;
  // A new issuer has no profile yet: its offering says what it is worth.
  const marketCap = profile?.marketCap ?? (draft.type === 'ipo' ? draft.details.market_cap_at_offer : null);
  const stored = {
    ...draft,
    id: catalystId(draft.type, draft.providerId),
    ticker,
    company,
    startsAt: draft.time === null ? null : instantAt(draft.date, draft.time, EXCHANGE_TIME_ZONE),
    session: sessionOf(draft.date, draft.time),
    sector: profile?.sector ?? null,
    marketCap,
    importance: importanceOf(draft, marketCap),
    source: CATALYST_SOURCE,
    searchText: searchTextOf(draft.tickers, company, draft.title),
  };
  return { ...stored, fingerprint: fingerprintOf(draft) };
}

/**
 * The words `search` matches by prefix, lower case, each preceded by a space: tickers, the
 * company's words and the title's (an economic release or conference is found by its name).
 */
export function searchTextOf(tickers: readonly string[], company: string | null, title: string): string {
  const words = [...tickers, company ?? '', title]
    .join(' ')
    .toLowerCase()
    .split(/[^\p{L}\p{N}&.'-]+/u)
    .filter((word) => word !== '');
  return ` ${[...new Set(words)].join(' ')}`;
}

/**
 * Everything the provider said of a catalyst except its `updated`: equal fingerprints mean the
 * provider changed nothing. What comes from the company's profile is compared on its own.
 */
function fingerprintOf(draft: CatalystDraft): string {
  const { providerUpdated: _updated, ...said } = draft;
  return createHash('sha256').update(JSON.stringify(said)).digest('base64url');
}
