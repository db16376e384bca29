import { Injectable } from '@nestjs/common';
import type { Day } from '@mc/market-time';
import type { Session } from '@mc/proto/calendar-terms';
import { PrismaService } from '../prisma/prisma.service.js';
import { EXPECTED_MOVE_MIN_SAMPLES, EXPECTED_MOVE_SAMPLES } from './expected-move.js';
import type { Reaction, SplitOnDay } from './reaction.js';

/** The kinds of news a reaction is measured for. */
export const REACTION_KINDS = ['earnings', 'fda'] as const;

/** A stored reaction with what the history shows beside it. */
export interface HistoryRow {
  catalyst_id: string;
  date: Day;
  session: Session;
  before_day: Day;
  after_day: Day;
  move_percent: number;
  gap_percent: number;
  eps_surprise_percent: number | null;
  revenue_surprise_percent: number | null;
  event_type: string | null;
  outcome: string | null;
}

/** An earnings report or FDA decision in the past whose reaction is not stored yet. */
export interface PendingEvent {
  id: string;
  kind: 'earnings' | 'fda';
  ticker: string;
  date: Day;
  session: Session;
}

/**
 * The events a reaction is measured for: earnings reports with a reported EPS (the report happened)
 * and FDA decisions that happened (status `Completed`) on PDUFA dates and advisory committee
 * meetings, on a known day, for a listed company.
 */
const MEASURED_EVENTS = `
  c.removed_at IS NULL AND c.ticker IS NOT NULL AND c.date_precision = 'day'
  AND ((c.type = 'earnings' AND c.details->>'eps' IS NOT NULL)
    OR (c.type = 'fda' AND c.details->>'status' = 'Completed' AND c.details->>'event_type' ~* '(PDUFA|advisory)'))`;

const PENDING_EVENTS = `
  SELECT c.id, c.type::text AS kind, c.ticker, to_char(c.date, 'YYYY-MM-DD') AS date, c.session::text AS session
    FROM catalysts AS c
   WHERE ${MEASURED_EVENTS} AND c.date BETWEEN $1::date AND $2::date
     AND NOT EXISTS (SELECT 1 FROM reactions AS r WHERE r.catalyst_id = c.id)
   ORDER BY c.ticker, c.date`;

// A split's ratio as the provider writes it, new shares to old: "3:1" forward, "1:8" reverse.
const SPLITS = `
  SELECT c.ticker, c.details->>'date_ex' AS ex_day, c.details->>'ratio' AS ratio
    FROM catalysts AS c
   WHERE c.type = 'splits' AND c.removed_at IS NULL AND c.ticker = ANY($1::text[])
     AND c.details->>'date_ex' BETWEEN $2 AND $3`;

const HISTORY = `
  SELECT r.catalyst_id, to_char(r.event_date, 'YYYY-MM-DD') AS date, c.session::text AS session,
         to_char(r.before_day, 'YYYY-MM-DD') AS before_day, to_char(r.after_day, 'YYYY-MM-DD') AS after_day,
         r.move_percent, r.gap_percent,
         (c.details->>'eps_surprise_percent')::float8 AS eps_surprise_percent,
         (c.details->>'revenue_surprise_percent')::float8 AS revenue_surprise_percent,
         c.details->>'event_type' AS event_type, coalesce(c.details->>'outcome_brief', c.details->>'outcome') AS outcome
    FROM reactions AS r JOIN catalysts AS c ON c.id = r.catalyst_id AND c.removed_at IS NULL
   WHERE r.ticker = $1 AND r.kind = $2::calendar_type
   ORDER BY r.event_date DESC, r.catalyst_id
   LIMIT ${EXPECTED_MOVE_SAMPLES}`;

const STORE_REACTION = `
  INSERT INTO reactions (catalyst_id, ticker, kind, event_date, before_day, after_day, move_percent, gap_percent, computed_at)
  VALUES ($1, $2, $3::calendar_type, $4::date, $5::date, $6::date, $7, $8, now())
  ON CONFLICT (catalyst_id) DO NOTHING`;

// The newest eight reactions per company and kind; four or more make an expected move. One statement:
// a company whose reactions were all removed loses its row.
const REFRESH_EXPECTED_MOVES = `
  WITH latest AS (
    SELECT r.ticker, r.kind, r.move_percent,
           row_number() OVER (PARTITION BY r.ticker, r.kind ORDER BY r.event_date DESC, r.catalyst_id) AS rank
      FROM reactions AS r JOIN catalysts AS c ON c.id = r.catalyst_id AND c.removed_at IS NULL
  ), kept AS (
    SELECT ticker, kind, round(avg(abs(move_percent))::numeric, 1)::float8 AS percent, count(*)::int AS samples
      FROM latest WHERE rank <= ${EXPECTED_MOVE_SAMPLES} GROUP BY ticker, kind HAVING count(*) >= ${EXPECTED_MOVE_MIN_SAMPLES}
  ), removed AS (
    DELETE FROM expected_moves AS m WHERE NOT EXISTS (SELECT 1 FROM kept WHERE kept.ticker = m.ticker AND kept.kind = m.kind)
  )
  INSERT INTO expected_moves (ticker, kind, percent, samples) SELECT ticker, kind, percent, samples FROM kept
  ON CONFLICT (ticker, kind) DO UPDATE SET percent = EXCLUDED.percent, samples = EXCLUDED.samples`;

/** The reactions and expected moves catalysts keeps, beside the catalysts they belong to. */
@Injectable()
export class ReactionsRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** The newest eight reactions of `ticker` to `kind`, newest first. */
  history(ticker: string, kind: (typeof REACTION_KINDS)[number]): Promise<HistoryRow[]> {
    return this.prisma.$queryRawUnsafe<HistoryRow[]>(HISTORY, ticker, kind);
  }

  pendingEvents(from: Day, to: Day): Promise<PendingEvent[]> {
    return this.prisma.$queryRawUnsafe<PendingEvent[]>(PENDING_EVENTS, from, to);
  }

  /** The splits of `tickers` with an ex-date from `from` to `to`, per ticker. */
  async splits(tickers: readonly string[], from: Day, to: Day): Promise<Map<string, SplitOnDay[]>> {
    const rows = await this.prisma.$queryRawUnsafe<{ ticker: string; ex_day: string; ratio: string | null }[]>(
      SPLITS,
      [...tickers],
      from,
      to,
    );
    const byTicker = new Map<string, SplitOnDay[]>();
    for (const row of rows) {
      const ratio = ratioOf(row.ratio);
      if (ratio === null) continue;
      byTicker.set(row.ticker, [...(byTicker.get(row.ticker) ?? []), { exDay: row.ex_day, ratio }]);
    }
    return byTicker;
  }

  /** One statement a reaction, each its own short transaction; a reaction measured twice stays the first. */
  async store(event: PendingEvent, reaction: Reaction): Promise<void> {
    await this.prisma.$executeRawUnsafe(
      STORE_REACTION,
      event.id,
      event.ticker,
      event.kind,
      event.date,
      reaction.before,
      reaction.after,
      reaction.movePercent,
      reaction.gapPercent,
    );
  }

  /** Recomputes every company's expected moves from its stored reactions. */
  async refreshExpectedMoves(): Promise<void> {
    await this.prisma.$executeRawUnsafe(REFRESH_EXPECTED_MOVES);
  }
}

/** "3:1" → 3, "1:8" → 0.125; null for anything else. */
export function ratioOf(text: string | null): number | null {
  const match = /^\s*(\d+(?:\.\d+)?)\s*[:/]\s*(\d+(?:\.\d+)?)\s*$/.exec(text ?? '');
  if (!match) return null;
  const ratio = Number(match[1]) / Number(match[2]);
  return Number.isFinite(ratio) && ratio > 0 ? ratio : null;
}
