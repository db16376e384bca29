/** How many of the largest expected moves the weekly briefing and the pre-market digest name. */
export const LARGEST_MOVES_NAMED = 5;

/** What naming a row's expected move needs: a Catalyst, or a service's own copy of one. */
export interface RowWithMove {
  type: string;
  tickers: readonly string[];
  /** YYYY-MM-DD, the exchange day. */
  date: string;
  session: string;
  expectedMove?: { percent: number } | null;
}

/** A row with the expected move the catalysts service gave it. */
export type WithMove<T extends RowWithMove> = T & { expectedMove: { percent: number } };

const EARNINGS_SESSIONS: Readonly<Record<string, string>> = {
  before_open: 'earnings before the open',
  during_market: 'earnings during market hours',
  after_close: 'earnings after the close',
};

/** "±8.1%": the figure, to a tenth, as the calendars show it. */
export const expectedMoveFigure = (move: { percent: number }) => `±${move.percent.toFixed(1)}%`;

/** What the move is expected around: "earnings after the close", "earnings", "FDA decision". */
export const expectedMoveNews = (catalyst: Pick<RowWithMove, 'type' | 'session'>) =>
  catalyst.type === 'fda' ? 'FDA decision' : (EARNINGS_SESSIONS[catalyst.session] ?? 'earnings');

/**
 * The rows with the largest expected moves, largest first, one per company (its largest):
 * what the mails name ("Largest expected moves this week: NVDA ±8.1% …"). Ties go to the earlier
 * day, then the ticker, so every render of one set says the same.
 */
export function largestExpectedMoves<T extends RowWithMove>(catalysts: readonly T[], count = LARGEST_MOVES_NAMED): WithMove<T>[] {
  const withMoves = catalysts
    .filter((catalyst): catalyst is WithMove<T> => Boolean(catalyst.expectedMove) && catalyst.tickers.length > 0)
    .sort(
      (a, b) =>
        b.expectedMove.percent - a.expectedMove.percent ||
        a.date.localeCompare(b.date) ||
        a.tickers[0].localeCompare(b.tickers[0]),
    );
  const named = new Set<string>();
  return withMoves
    .filter((catalyst) => !named.has(catalyst.tickers[0]) && Boolean(named.add(catalyst.tickers[0])))
    .slice(0, count);
}
