import type { FdaDetails, IpoDetails } from './catalyst-details.js';
import type { CatalystDraft } from './catalyst-draft.js';

/** Market caps and offering sizes in US dollars. */
const BILLION = 1e9;
const MILLION = 1e6;

/** A decision the agency or its advisers take on a date: what moves a biotech stock most. */
const DECISION = /pdufa|advisory committee|adcom/i;

/**
 * The provider's importance (0–5) when it gives one; otherwise one derived by the rule in
 * docs/decisions.md ("Importance where the provider gives none"), so that every row can be
 * filtered and ordered by importance:
 * - FDA: a PDUFA date or advisory committee is 5 for a company worth $50B or more, 4 from $2B, 3
 *   below (or unknown); any other FDA event (a readout, a filing) one less.
 * - IPO: by the offering's value (shares × price, the range's middle until priced): 4 from $1B,
 *   3 from $250M, 2 from $50M, else 1.
 * - Any other row without one: 1 (listed, low).
 */
export function importanceOf(draft: CatalystDraft, marketCap: number | null): number {
  if (draft.importance !== null) return draft.importance;
  if (draft.type === 'fda') return fdaImportance(draft.details, marketCap);
  if (draft.type === 'ipo') return ipoImportance(draft.details);
  return 1;
}

function fdaImportance(details: FdaDetails, marketCap: number | null): number {
  const bySize = marketCap === null ? 3 : marketCap >= 50 * BILLION ? 5 : marketCap >= 2 * BILLION ? 4 : 3;
  return DECISION.test(details.event_type ?? '') ? bySize : bySize - 1;
}

function ipoImportance(details: IpoDetails): number {
  const value = offeringValue(details);
  if (value === null) return 1;
  return value >= BILLION ? 4 : value >= 250 * MILLION ? 3 : value >= 50 * MILLION ? 2 : 1;
}

function offeringValue(details: IpoDetails): number | null {
  if (details.offering_value !== null) return details.offering_value;
  const { offering_shares: shares, price_min: min, price_max: max } = details;
  const price = details.price_public_offering ?? (min !== null && max !== null ? (min + max) / 2 : (min ?? max));
  return shares !== null && price !== null ? shares * price : null;
}
