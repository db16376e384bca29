import type { Catalyst } from '@mc/proto';
import type { NextCatalyst } from '@mc/api/content';

/** Catalysts rated this important or more are "important" for a portfolio card. */
export const IMPORTANT_FROM = 3;

export const toNextCatalyst = (catalyst: Catalyst, ticker: string): NextCatalyst => ({
  id: catalyst.id,
  type: catalyst.type,
  ticker,
  title: catalyst.title,
  date: catalyst.date,
  date_label: catalyst.dateLabel ?? null,
  date_status: catalyst.dateStatus as NextCatalyst['date_status'],
  session: catalyst.session as NextCatalyst['session'],
  importance: catalyst.importance ?? null,
});

/**
 * Adds to `found` the first catalyst of each wanted ticker that has none yet, reading catalysts in
 * date order (as QueryCatalysts answers with ordering `date`). Returns whether every ticker has one.
 */
export function takeFirstPerTicker(
  found: Map<string, NextCatalyst>,
  catalysts: readonly Catalyst[],
  wanted: ReadonlySet<string>,
): boolean {
  for (const catalyst of catalysts)
    for (const ticker of catalyst.tickers)
      if (wanted.has(ticker) && !found.has(ticker)) found.set(ticker, toNextCatalyst(catalyst, ticker));
  return found.size >= wanted.size;
}

/**
 * The catalyst a portfolio card shows: among the members' next catalysts, the soonest of the
 * important ones (IMPORTANT_FROM or more), else the soonest of all; the more important first on
 * the same day, then the member listed first.
 */
export function headlineCatalyst(members: readonly (NextCatalyst | null)[]): NextCatalyst | null {
  const known = members.filter((catalyst): catalyst is NextCatalyst => catalyst !== null);
  const important = known.filter((catalyst) => (catalyst.importance ?? 0) >= IMPORTANT_FROM);
  const candidates = important.length ? important : known;
  let best: NextCatalyst | null = null;
  for (const catalyst of candidates)
    if (
      !best ||
      catalyst.date < best.date ||
      (catalyst.date === best.date && (catalyst.importance ?? -1) > (best.importance ?? -1))
    )
      best = catalyst;
  return best;
}
