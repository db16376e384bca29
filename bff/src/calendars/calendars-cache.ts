import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Events } from '@mc/proto';
import { followEvents, type EventFollower, type InvalidatableCache } from '@mc/runtime';
import { EventFeed } from '../clients/event-feed.js';
import { preparedFrom, type JsonAnswer, type PreparedAnswer } from '../http/prepared-answer.js';
import { AskedBefore } from './asked-before.js';
import { ASKED_BEFORE_SLOTS, calendarAnswers } from './calendar-answers.js';
import { calendarRowSets, type RowSet } from './calendar-row-sets.js';

/**
 * The calendars' answers (bounded: calendar-answers.ts) and the row sets ticker filters are
 * answered from (calendar-row-sets.ts), each answered without a call to the
 * catalysts service until `catalysts.calendar.changed.v1` says its calendar changed. The bff
 * has no database, so it follows the events from the next one on (followEvents). While it is not
 * following them, nothing is cached: every request asks the service.
 */
@Injectable()
export class CalendarsCache implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(CalendarsCache.name);
  private readonly answers = calendarAnswers();
  private readonly rowSets = calendarRowSets();
  /** The keys asked for lately, whatever became of their answers: only those are kept (`answer`). */
  private readonly askedBefore = new AskedBefore(ASKED_BEFORE_SLOTS);
  private follower: EventFollower | undefined;

  constructor(private readonly events: EventFeed) {
    // Until the follower follows: a change could go unseen.
    this.forEachCache((cache) => cache.pause());
  }

  onApplicationBootstrap() {
    // In the background: the calendars are answered (uncached) while NATS is away.
    this.follower = followEvents({
      jetStream: this.events,
      events: [Events.calendarChanged],
      from: 'next',
      onEvent: (changed) => this.forEachCache((cache) => cache.invalidate(changed.data.type)),
      onGap: () => this.forEachCache((cache) => cache.clear()),
      onFollowing: (following) => this.forEachCache((cache) => (following ? cache.resume() : cache.pause())),
      log: (message) => this.logger.warn(`${message}; calendars answered uncached meanwhile`),
    });
  }

  async onApplicationShutdown() {
    await this.follower?.stop();
  }

  get(key: string): PreparedAnswer | undefined {
    return this.answers.get(key);
  }

  /**
   * The answer kept for `key`, else the one `load` fetches, kept until `type` changes. Requests
   * that miss the same key at once share one load: after a sync drops a calendar's answers, the
   * readers of its week cost the catalysts service one query, not one each. A load that began
   * before a change is neither kept nor joined by a request that comes after the change.
   *
   * A key asked for the first time is answered without either (AskedBefore): most such are one
   * reader's filter (their own ticker set), never asked again, and keeping each cost more than
   * answering it (a shared load, an entry, and the bytes it pushes out). From its second request
   * on, a key is kept as above. An answer not kept stays the string `serialize` gave (JsonAnswer).
   */
  answer(key: string, type: string, serialize: () => Promise<string>): Promise<JsonAnswer> {
    if (this.isFirstAsk(key)) return serialize();
    return this.answers.fetch(key, type, async () => preparedFrom(await serialize()));
  }

  /**
   * Whether `key` is asked for the first time lately (AskedBefore): its answer is sent, not kept.
   * From now on it was asked.
   */
  isFirstAsk(key: string): boolean {
    return !this.askedBefore.ask(key);
  }

  /** The rows of a ticker filter's query without its tickers (CalendarPages), kept as the answers are. */
  rowSet(key: string, type: string, load: () => Promise<RowSet>): Promise<RowSet> {
    return this.rowSets.fetch(key, type, load);
  }

  /** The row set kept for `key`, if it is. */
  keptRowSet(key: string): RowSet | undefined {
    return this.rowSets.get(key);
  }

  /** What a change, a gap or a pause of the events does to one does to both. */
  private forEachCache(act: (cache: InvalidatableCache<PreparedAnswer> | InvalidatableCache<RowSet>) => void) {
    for (const cache of [this.answers, this.rowSets]) act(cache);
  }
}
