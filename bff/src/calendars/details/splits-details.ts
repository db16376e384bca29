import type { SplitDetails } from '@mc/proto';
import type { SplitDetails as SplitDetailsJson, SplitDirection } from '@mc/api/calendars';

export const splitJson = (details: SplitDetails): SplitDetailsJson => ({
  exchange: details.exchange ?? null,
  ratio: details.ratio ?? null,
  direction: (details.direction as SplitDirection | undefined) ?? null,
  optionable: details.optionable ?? null,
  date_announced: details.dateAnnounced ?? null,
  date_ex: details.dateEx ?? null,
  date_recorded: details.dateRecorded ?? null,
  date_distribution: details.dateDistribution ?? null,
  notes: details.notes ?? null,
});
