import type { IpoDetails } from '../catalyst-details.js';
import type { ProviderRow } from '../../provider/provider-row.js';
import type { CatalystDraft } from '../catalyst-draft.js';
import { dollars, requiredDay, symbols } from './parse-helpers.js';

/** A priced (or closed, or trading) deal has its date; an expected or filed one may still move. */
const SETTLED_DEAL = /^(priced|closed|trading|completed)/i;

export function parseIpo(row: ProviderRow): CatalystDraft {
  const details: IpoDetails = {
    exchange: row.text('exchange'),
    deal_status: row.text('deal_status'),
    ipo_type: row.text('ipo_type'),
    pricing_date: row.day('pricing_date'),
    price_min: row.decimal('price_min'),
    price_max: row.decimal('price_max'),
    price_public_offering: row.decimal('price_public_offering'),
    offering_shares: row.decimal('offering_shares'),
    offering_value: row.decimal('offering_value'),
    market_cap_at_offer: row.decimal('market_cap_at_offer'),
    lead_underwriters: row.texts('lead_underwriters'),
    insider_lockup_date: row.day('insider_lockup_date'),
    currency: row.text('currency'),
    description: row.text('description'),
    notes: row.text('notes'),
  };
  return {
    type: 'ipo',
    providerId: row.id(),
    providerUpdated: row.updated(),
    tickers: symbols([row.text('ticker')]),
    company: row.text('name'),
    title: ipoTitle(details),
    date: requiredDay(row, 'date'),
    time: row.clock('time'),
    dateStatus: details.deal_status && SETTLED_DEAL.test(details.deal_status) ? 'confirmed' : 'estimated',
    datePrecision: 'day',
    dateLabel: null,
    importance: row.importance(),
    details,
    sourceUrl: null,
  };
}

/** A deal that will not happen on its date: postponed (it may come back later) or withdrawn. */
export const CALLED_OFF_DEAL = /^(postponed|withdrawn)/i;

/** The headline says what the deal's status says: a postponed deal is not "expected" at any price. */
function ipoTitle(details: IpoDetails): string {
  const status = details.deal_status?.toLowerCase() ?? null;
  if (status && CALLED_OFF_DEAL.test(status)) return `IPO ${status}`;
  if (details.price_public_offering !== null) return `IPO priced at ${dollars(details.price_public_offering)}`;
  const range = priceRange(details);
  if (status?.startsWith('filed')) return range ? `IPO filed, expected at ${range}` : 'IPO filed';
  if (range) return `IPO expected at ${range}`;
  return status ? `IPO (${status})` : 'IPO';
}

function priceRange({ price_min: min, price_max: max }: IpoDetails): string | null {
  if (min !== null && max !== null && min !== max) return `${dollars(min)}–${dollars(max)}`;
  const price = min ?? max;
  return price === null ? null : dollars(price);
}
