import type { DividendDetails } from '@mc/proto';
import type { DividendDetails as DividendDetailsJson } from '@mc/api/calendars';

export const dividendJson = (details: DividendDetails): DividendDetailsJson => ({
  exchange: details.exchange ?? null,
  dividend: details.dividend ?? null,
  dividend_prior: details.dividendPrior ?? null,
  dividend_type: details.dividendType ?? null,
  dividend_yield: details.dividendYield ?? null,
  frequency: details.frequency ?? null,
  announced_date: details.announcedDate ?? null,
  ex_dividend_date: details.exDividendDate ?? null,
  record_date: details.recordDate ?? null,
  payable_date: details.payableDate ?? null,
  currency: details.currency ?? null,
  notes: details.notes ?? null,
});
