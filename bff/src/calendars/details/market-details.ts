import type { MarketDetails } from '@mc/proto';
import type { MarketDayKind, MarketDetails as MarketDetailsJson } from '@mc/api/calendars';

export const marketJson = (details: MarketDetails): MarketDetailsJson => ({
  kind: details.kind as MarketDayKind,
  exchanges: details.exchanges,
  close_time: details.closeTime ?? null,
  name: details.name,
  notes: details.notes ?? null,
});
