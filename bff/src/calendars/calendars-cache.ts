import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { fromJson } from '@bufbuild/protobuf';
import { DeliverPolicy, type ConsumerMessages } from '@nats-io/jetstream';
import { EVENT_STREAM, Events } from '@mc/proto';
import { connectJetStream, natsCredentialsOf, type EventEnvelope, type JetStreamConnection } from '@mc/runtime';
import { setTimeout as sleep } from 'node:timers/promises';
import { BFF_ENV, type BffEnv } from '../config/env.js';
import { CalendarAnswers } from './calendar-answers.js';
import type { PreparedAnswer } from '../http/prepared-answer.js';

const retryDelayMs = (attempt: number) => Math.min(30_000, 500 * 2 ** attempt);

/**
 * The calendars' answers (bounded: calendar-answers.ts), each answered without a call to the
 * catalysts service until `catalysts.calendar.changed.v1` says its calendar changed. The bff
 * has no database, so it follows the events through an ordered consumer of its own that starts
 * with the events published from now on. While it is not following them, nothing is cached:
 * every request asks the service.
 */
@Injectable()
export class CalendarsCache implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(CalendarsCache.name);
  private readonly answers = new CalendarAnswers();
  /** Loads under way, by answer key, each with the generation of its calendar when it began. */
  private readonly loading = new Map<string, { generation: number; answer: Promise<PreparedAnswer> }>();
  private readonly stopping = new AbortController();
  private connection: JetStreamConnection | undefined;
  private messages: ConsumerMessages | undefined;
  private following = false;
  private task: Promise<void> | undefined;

  constructor(@Inject(BFF_ENV) private readonly config: BffEnv) {}

  onApplicationBootstrap() {
    // In the background: the calendars are answered (uncached) while NATS is away.
    this.task = this.followChanges();
  }

  async onApplicationShutdown() {
    this.stopping.abort();
    await this.messages?.close();
    await this.connection?.nc.close();
    await this.task;
  }

  get(key: string): PreparedAnswer | undefined {
    return this.following ? this.answers.get(key) : undefined;
  }

  /**
   * The answer kept for `key`, else the one `load` fetches, kept until `type` changes. Requests
   * that miss the same key at once share one load: after a sync drops a calendar's answers, the
   * readers of its week cost the catalysts service one query, not one each. A load that began
   * before a change is neither kept nor joined by a request that comes after the change.
   */
  answer(key: string, type: string, load: () => Promise<PreparedAnswer>): Promise<PreparedAnswer> {
    const cached = this.get(key);
    if (cached) return Promise.resolve(cached);
    const generation = this.answers.generation(type);
    const pending = this.loading.get(key);
    if (pending?.generation === generation) return pending.answer;
    const answer = load().then((loaded) => {
      if (this.following) this.answers.put(key, type, generation, loaded);
      return loaded;
    });
    const entry = { generation, answer };
    this.loading.set(key, entry);
    const settled = () => {
      if (this.loading.get(key) === entry) this.loading.delete(key);
    };
    answer.then(settled, settled);
    return answer;
  }

  private async followChanges(): Promise<void> {
    let failures = 0;
    while (!this.stopping.signal.aborted) {
      try {
        this.connection ??= await connectJetStream(this.config.NATS_URL, 'bff-calendars', natsCredentialsOf(this.config));
        const consumer = await this.connection.js.consumers.get(EVENT_STREAM, {
          filter_subjects: Events.calendarChanged.type,
          deliver_policy: DeliverPolicy.New,
        });
        this.messages = await consumer.consume();
        if (this.stopping.signal.aborted) await this.messages.close();
        this.following = true;
        failures = 0;
        for await (const message of this.messages) this.applyChange(message.data);
      } catch (error) {
        failures++;
        if (!this.stopping.signal.aborted)
          this.logger.warn(`not following calendar changes, answering uncached: ${(error as Error).message}`);
      }
      // Changes may have been missed while the feed was down: start again from nothing.
      this.following = false;
      this.answers.clear();
      await sleep(retryDelayMs(failures), undefined, { signal: this.stopping.signal }).catch(() => undefined);
    }
  }

  private applyChange(bytes: Uint8Array): void {
    try {
      const envelope = JSON.parse(new TextDecoder().decode(bytes)) as EventEnvelope;
      const changed = fromJson(Events.calendarChanged.schema, envelope.data);
      this.answers.invalidate(changed.type);
    } catch (error) {
      // Unreadable: which calendar changed is unknown, so none of the answers can be trusted.
      this.answers.clear();
      this.logger.warn(`an unreadable catalysts.calendar.changed.v1 emptied the cache: ${(error as Error).message}`);
    }
  }
}
