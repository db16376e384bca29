import type { FdaDetails } from '../catalyst-details.js';
import { malformed } from '@mc/runtime';
import type { ProviderRow } from '../../provider/provider-row.js';
import type { CatalystDraft } from '../catalyst-draft.js';
import { parseFuzzyDate } from '../fuzzy-date.js';
import { requiredDay, symbols } from './parse-helpers.js';

/**
 * An FDA event's catalyst date is its target date (PDUFA, advisory committee, readout); without
 * one, the day the provider dates the event. A target less precise than a day is `estimated` and
 * keeps its precision; an exact one is the agency's or the company's own date, so `confirmed`.
 */
export function parseFda(row: ProviderRow): CatalystDraft {
  const drug = row.row('drug');
  const companies = row.rows('companies').map((company) => ({
    name: company.text('name') ?? '',
    securities: company
      .rows('securities')
      .map((security) => ({ exchange: security.text('exchange'), symbol: security.text('symbol')?.toUpperCase() ?? '' }))
      .filter((security) => security.symbol !== ''),
  }));
  const targetDate = row.text('target_date');
  const announced = requiredDay(row, 'date');
  const target = targetDate === null ? null : parseFuzzyDate(targetDate);
  if (targetDate !== null && target === null)
    throw malformed(`fda ${row.id()}: target_date ${JSON.stringify(targetDate)} is not a date`);
  const details: FdaDetails = {
    event_type: row.text('event_type'),
    drug: {
      name: drug?.text('name') ?? null,
      generic: drug?.flag('generic') ?? null,
      indication_symptom: drug?.texts('indication_symptom') ?? [],
    },
    companies,
    status: row.text('status'),
    target_date: targetDate,
    announced_date: announced,
    outcome: row.text('outcome'),
    outcome_brief: row.text('outcome_brief'),
    commentary: row.text('commentary'),
    source_type: row.text('source_type'),
    source_link: row.text('source_link'),
  };
  return {
    type: 'fda',
    providerId: row.id(),
    providerUpdated: row.updated(),
    tickers: symbols(companies.flatMap((company) => company.securities.map((security) => security.symbol))),
    company: companies.find((company) => company.name !== '')?.name ?? null,
    title: fdaTitle(details),
    date: target?.date ?? announced,
    // The provider's time belongs to the announcement, not to the target.
    time: target ? null : row.clock('time'),
    dateStatus: target && target.precision !== 'day' ? 'estimated' : 'confirmed',
    datePrecision: target?.precision ?? 'day',
    dateLabel: target?.label ?? null,
    importance: row.importance(),
    details,
    sourceUrl: details.source_link,
  };
}

function fdaTitle(details: FdaDetails): string {
  const drug = details.drug.name;
  const indication = details.drug.indication_symptom[0];
  const what = drug ? `${drug}${indication ? ` (${indication})` : ''}` : indication;
  const event = details.event_type ?? 'FDA event';
  return what ? `${event}: ${what}` : event;
}
