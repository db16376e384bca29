import type { FdaDetails } from '@mc/proto';
import type { FdaDetails as FdaDetailsJson } from '@mc/api/calendars';
import { securityJson } from './security.js';

export const fdaJson = (details: FdaDetails): FdaDetailsJson => ({
  event_type: details.eventType ?? null,
  drug: {
    name: details.drug?.name ?? null,
    generic: details.drug?.generic ?? null,
    indication_symptom: details.drug?.indicationSymptom ?? [],
  },
  companies: details.companies.map((company) => ({ name: company.name, securities: company.securities.map(securityJson) })),
  status: details.status ?? null,
  target_date: details.targetDate ?? null,
  announced_date: details.announcedDate ?? null,
  outcome: details.outcome ?? null,
  outcome_brief: details.outcomeBrief ?? null,
  commentary: details.commentary ?? null,
  source_type: details.sourceType ?? null,
  source_link: details.sourceLink ?? null,
});
