import type { ReactionHistory as ReactionHistoryJson } from '@mc/api';
import type { ReactionType } from '@mc/api/companies';
import type { ReactionHistory } from '@mc/proto';

const round1 = (value: number) => Math.round(value * 10) / 10;

/** The catalysts service's history as the API answers it, with its summary (average absolute move, largest, ups). */
export function toReactionHistory(ticker: string, type: ReactionType, history: ReactionHistory): ReactionHistoryJson {
  const reactions = history.reactions.map((reaction) => ({
    catalyst_id: reaction.catalystId,
    date: reaction.date,
    session: reaction.session,
    before_day: reaction.beforeDay,
    after_day: reaction.afterDay,
    move_percent: reaction.movePercent,
    gap_percent: reaction.gapPercent,
    eps_surprise_percent: reaction.epsSurprisePercent ?? null,
    revenue_surprise_percent: reaction.revenueSurprisePercent ?? null,
    event_type: reaction.eventType ?? null,
    outcome: reaction.outcome ?? null,
  }));
  const moves = reactions.map((reaction) => reaction.move_percent);
  const largest = moves.length ? moves.reduce((big, move) => (Math.abs(move) > Math.abs(big) ? move : big)) : null;
  return {
    ticker,
    type,
    reactions,
    average_abs_move: moves.length ? round1(moves.reduce((sum, move) => sum + Math.abs(move), 0) / moves.length) : null,
    largest_move: largest,
    up_count: moves.filter((move) => move > 0).length,
    expected_move: history.expectedMove
      ? { percent: history.expectedMove.percent, basis: 'avg_abs_last_8', samples: history.expectedMove.samples }
      : null,
  };
}
