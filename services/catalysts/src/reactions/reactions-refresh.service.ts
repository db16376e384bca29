import { Inject, Injectable, Logger } from '@nestjs/common';
import { addDays, addMonths, dayIn, EXCHANGE_TIME_ZONE, regularSession, tradingDayOnOrBefore, type Day } from '@mc/market-time';
import { BAR_SOURCE, TICKERS_PER_REQUEST, type BarSource } from './quotes-bars.js';
import { lastCloseNeeded, reactionOf } from './reaction.js';
import { ReactionsRepository, type PendingEvent } from './reactions.repository.js';

/** How far back reactions are measured: the two years of bars quotes keeps. */
const HISTORY_MONTHS = 24;
/** quotes stores a session's bar 15 minutes after its close; the reactions wait a little longer. */
const AFTER_CLOSE_MARGIN_MINUTES = 30;

export interface ReactionsOutcome {
  pending: number;
  stored: number;
}

/**
 * Measures the reactions of past earnings reports and FDA decisions that have none yet, from quotes'
 * daily bars, then recomputes the expected moves. An event whose closes quotes does not have yet (a
 * company it does not follow, a backfill still under way, a missing day) stays pending and is asked
 * for again at the next run; a stored reaction is never measured again.
 */
@Injectable()
export class ReactionsRefreshService {
  private readonly logger = new Logger(ReactionsRefreshService.name);
  /**
   * Events found unmeasurable although quotes has bars of their company (a window before its first
   * stored bar, a missing day), with the session they were tried at: asked for again only after the
   * next close, so a run does not fetch the same years of bars again and again for nothing. A company
   * without any bars costs quotes one empty read and is asked for at every run (its backfill may be under way).
   */
  private readonly unmeasurable = new Map<string, Day>();

  constructor(
    private readonly reactions: ReactionsRepository,
    @Inject(BAR_SOURCE) private readonly bars: BarSource,
  ) {}

  async refresh(now = new Date()): Promise<ReactionsOutcome> {
    const closed = lastClosedDay(now);
    const from = addMonths(closed, -HISTORY_MONTHS);
    // Only events whose last close is in: an evening report of the last closed day waits for the next session.
    const pending = (await this.reactions.pendingEvents(addDays(from, 7), closed)).filter(
      (event) => lastCloseNeeded(event.date, event.session) <= closed && this.unmeasurable.get(event.id) !== closed,
    );
    const tickers = [...new Set(pending.map((event) => event.ticker))];
    let stored = 0;
    for (let start = 0; start < tickers.length; start += TICKERS_PER_REQUEST) {
      const batch = tickers.slice(start, start + TICKERS_PER_REQUEST);
      const prices = await this.bars.dailyPrices(batch, from, closed);
      const splits = await this.reactions.splits(batch, from, closed);
      for (const event of pending.filter((candidate) => batch.includes(candidate.ticker))) {
        const bars = prices.get(event.ticker) ?? [];
        const measured = await this.measure(event, bars, splits.get(event.ticker) ?? []);
        if (!measured && bars.length) this.unmeasurable.set(event.id, closed);
        stored += measured;
      }
    }
    await this.reactions.refreshExpectedMoves();
    if (stored) this.logger.log(`reactions through ${closed}: ${stored} of ${pending.length} pending measured`);
    return { pending: pending.length, stored };
  }

  private async measure(event: PendingEvent, prices: Parameters<typeof reactionOf>[2], splits: Parameters<typeof reactionOf>[3]) {
    const reaction = reactionOf(event.date, event.session, prices, splits);
    if (!reaction) return 0;
    await this.reactions.store(event, reaction);
    return 1;
  }
}

/** The last session whose close (and quotes' sync after it) has passed: the newest bar the reactions can use. */
export function lastClosedDay(now: Date): Day {
  const today = dayIn(now, EXCHANGE_TIME_ZONE);
  const session = regularSession(today);
  if (session && now.getTime() >= session.closesAt.getTime() + AFTER_CLOSE_MARGIN_MINUTES * 60_000) return today;
  return tradingDayOnOrBefore(addDays(today, -1));
}
