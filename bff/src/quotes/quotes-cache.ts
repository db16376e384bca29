import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { fromJson } from '@bufbuild/protobuf';
import { timestampDate, type Timestamp } from '@bufbuild/protobuf/wkt';
import { DeliverPolicy, type ConsumerMessages } from '@nats-io/jetstream';
import { EVENT_STREAM, Events, QuotesService, type DelayedQuote } from '@mc/proto';
import { connectJetStream, natsCredentialsOf, type EventEnvelope, type JetStreamConnection } from '@mc/runtime';
import { setTimeout as sleep } from 'node:timers/promises';
import { ServiceClients } from '../clients/service-clients.js';
import { BFF_ENV, type BffEnv } from '../config/env.js';
import { LatestTape, type TapeSnapshot } from './latest-tape.js';

const retryDelayMs = (attempt: number) => Math.min(30_000, 500 * 2 ** attempt);

/**
 * The ticker tape in memory. At start it asks the quotes service for the latest quotes, retrying
 * in the background until some arrive; all along it follows `quotes.refreshed.v1`, which carries
 * every quote. The bff has no database, so it reads the events through an ordered consumer: an
 * ephemeral one per replica that starts at the last refresh in the stream and that the client
 * library re-creates after a NATS restart. Nothing to acknowledge or remember: LatestTape
 * ignores anything not newer than what it holds.
 */
@Injectable()
export class QuotesCache implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(QuotesCache.name);
  private readonly tape = new LatestTape();
  private readonly stopping = new AbortController();
  private connection: JetStreamConnection | undefined;
  private messages: ConsumerMessages | undefined;
  private tasks: Promise<void>[] = [];

  constructor(
    @Inject(BFF_ENV) private readonly config: BffEnv,
    private readonly services: ServiceClients,
  ) {}

  /** The answer to serve, or undefined until the first quotes arrive. */
  get current(): TapeSnapshot | undefined {
    return this.tape.current;
  }

  onApplicationBootstrap() {
    // In the background: the bff serves everything else while quotes or NATS are away.
    this.tasks = [this.loadFirstQuotes(), this.followRefreshes()];
  }

  async onApplicationShutdown() {
    this.stopping.abort();
    await this.messages?.close();
    await this.connection?.nc.close();
    await Promise.all(this.tasks);
  }

  /** Asks the quotes service until there are quotes, from it or from an event. */
  private async loadFirstQuotes(): Promise<void> {
    for (let attempt = 0; !this.tape.current && !this.stopping.signal.aborted; attempt++) {
      try {
        const reply = await this.services.quotes.call(QuotesService.method.listDelayedQuotes, {});
        if (reply.asOf) this.offer(reply.quotes, reply.asOf, 'the quotes service');
        else this.logger.warn('the quotes service has no quotes yet');
      } catch (error) {
        this.logger.warn(`could not load the delayed quotes, retrying: ${(error as Error).message}`);
      }
      if (!this.tape.current) await this.pause(retryDelayMs(attempt));
    }
  }

  private async followRefreshes(): Promise<void> {
    let failures = 0;
    while (!this.stopping.signal.aborted) {
      try {
        this.connection ??= await connectJetStream(this.config.NATS_URL, 'bff-quotes', natsCredentialsOf(this.config));
        const consumer = await this.connection.js.consumers.get(EVENT_STREAM, {
          filter_subjects: Events.quotesRefreshed.type,
          deliver_policy: DeliverPolicy.LastPerSubject,
        });
        this.messages = await consumer.consume();
        if (this.stopping.signal.aborted) await this.messages.close();
        failures = 0;
        for await (const message of this.messages) this.applyRefresh(message.data);
      } catch (error) {
        failures++;
        if (!this.stopping.signal.aborted)
          this.logger.warn(`not following quote refreshes, retrying: ${(error as Error).message}`);
      }
      await this.pause(retryDelayMs(failures));
    }
  }

  private applyRefresh(bytes: Uint8Array): void {
    try {
      const envelope = JSON.parse(new TextDecoder().decode(bytes)) as EventEnvelope;
      const refreshed = fromJson(Events.quotesRefreshed.schema, envelope.data);
      if (refreshed.asOf) this.offer(refreshed.quotes, refreshed.asOf, `event ${envelope.id}`);
    } catch (error) {
      // A bad event must not stop the tape: the next refresh brings every quote again.
      this.logger.warn(`ignored an unreadable quotes.refreshed.v1: ${(error as Error).message}`);
    }
  }

  private offer(quotes: readonly DelayedQuote[], asOf: Timestamp, source: string): void {
    if (this.tape.offer(quotes, timestampDate(asOf)))
      this.logger.log(`ticker tape as of ${this.tape.current?.asOf} from ${source}`);
  }

  private pause(ms: number): Promise<void> {
    return sleep(ms, undefined, { signal: this.stopping.signal }).catch(() => undefined);
  }
}
