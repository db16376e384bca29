import type { DividendDetails } from '../catalyst-details.js';
import type { ProviderRow } from '../../provider/provider-row.js';
import type { CatalystDraft } from '../catalyst-draft.js';
import { dollars, requiredDay, symbols } from './parse-helpers.js';

const FREQUENCY: Record<number, string> = { 1: 'annual', 2: 'semiannual', 4: 'quarterly', 12: 'monthly' };

/** A dividend's catalyst date is its ex-dividend date: the day the stock trades without it. */
export function parseDividend(row: ProviderRow): CatalystDraft {
  const details: DividendDetails = {
    exchange: row.text('exchange'),
    dividend: row.decimal('dividend'),
    dividend_prior: row.decimal('dividend_prior'),
    dividend_type: row.text('dividend_type'),
    dividend_yield: row.decimal('dividend_yield'),
    frequency: row.integer('frequency'),
    announced_date: row.day('date'),
    ex_dividend_date: row.day('ex_dividend_date'),
    record_date: row.day('record_date'),
    payable_date: row.day('payable_date'),
    currency: row.text('currency'),
    notes: row.text('notes'),
  };
  const cadence = details.frequency === null ? undefined : FREQUENCY[details.frequency];
  const amount = details.dividend === null ? 'Ex-dividend' : `Ex-dividend ${dollars(details.dividend)}`;
  return {
    type: 'dividend',
    providerId: row.id(),
    providerUpdated: row.updated(),
    tickers: symbols([row.text('ticker')]),
    company: row.text('name'),
    title: cadence ? `${amount} (${cadence})` : amount,
    date: requiredDay(row, 'ex_dividend_date', 'date'),
    time: null,
    dateStatus: row.flag('confirmed') === false ? 'estimated' : 'confirmed',
    datePrecision: 'day',
    dateLabel: null,
    importance: row.importance(),
    details,
    sourceUrl: null,
  };
}
