import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { fromJson, type DescMessage, type JsonValue, type MessageShape } from '@bufbuild/protobuf';
import type { ConsumerMessages } from '@nats-io/jetstream';
import { EVENT_STREAM, Events, type EventType } from '@mc/proto';
import { connectJetStream, natsCredentialsOf, type EventEnvelope, type JetStreamConnection } from '@mc/runtime';
import { setTimeout as sleep } from 'node:timers/promises';
import { Gauge } from 'prom-client';
import { BFF_ENV, type BffEnv } from '../config/env.js';
import type { Authentication } from './authenticator.js';
import { TokenCache } from './token-cache.js';

const remembering = new Gauge({
  name: 'bff_authentications_remembered',
  help: '1 while this replica follows account changes and so remembers authentications, 0 while it asks identity every time',
});

const retryDelayMs = (attempt: number) => Math.min(10_000, 250 * 2 ** attempt);

/** A pull request lasts this long; the server's heartbeats come at half of it, and two missed ones say the feed is cut off. */
const PULL_EXPIRES_MS = 10_000;

/** An event type that changes authentications, and how to read whose from its data. */
interface Followed {
  readonly type: string;
  readonly userOf: (data: JsonValue) => number;
}

/**
 * The events after which an authentication the bff remembers may be wrong: identity's
 * identity.account.changed.v1 (tokens ended, entitlement stored) and billing's
 * billing.subscription.changed.v1. Every replica follows them through ordered consumers of its own
 * (ephemeral, from the newest event on: a replica that starts remembers nothing yet), and forgets
 * the user's authentications on each. While the feed is not following, a change could be missed:
 * the cache is disabled (emptied, and nothing is kept) until it follows again.
 */
@Injectable()
export class AccountChangeFeed implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(AccountChangeFeed.name);
  private readonly stopping = new AbortController();
  /** The feeds whose consumer currently delivers, by event type. */
  private readonly following = new Set<string>();
  private connected = true;
  private readonly feeds = [
    follow(Events.accountChanged, (change) => change.userId),
    follow(Events.subscriptionChanged, (change) => change.userId),
  ];
  private readonly open = new Set<ConsumerMessages>();
  private connection: JetStreamConnection | undefined;
  private tasks: Promise<void>[] = [];

  constructor(
    @Inject(BFF_ENV) private readonly config: BffEnv,
    private readonly cache: TokenCache<Authentication>,
  ) {}

  onApplicationBootstrap() {
    if (this.config.AUTH_CACHE_TTL_MS > 0) this.tasks = [this.run()];
  }

  async onApplicationShutdown() {
    this.stopping.abort();
    for (const messages of this.open) await messages.close();
    await this.connection?.nc.close();
    await Promise.all(this.tasks);
  }

  private async run(): Promise<void> {
    for (let attempt = 0; !this.stopping.signal.aborted && !this.connection; attempt++) {
      try {
        this.connection = await connectJetStream(this.config.NATS_URL, 'bff-auth', natsCredentialsOf(this.config));
      } catch (error) {
        this.logger.warn(`not following account changes yet, retrying: ${(error as Error).message}`);
        await this.pause(retryDelayMs(attempt));
      }
    }
    if (!this.connection) return;
    const connection = this.connection;
    await Promise.all([this.watchConnection(connection), ...this.feeds.map((feed) => this.followFeed(connection, feed))]);
  }

  /** A disconnected client misses nothing (the ordered consumers resume where they were), but late: remember nothing meanwhile. */
  private async watchConnection(connection: JetStreamConnection): Promise<void> {
    for await (const status of connection.nc.status()) {
      if (status.type === 'disconnect') this.setConnected(false);
      if (status.type === 'reconnect') this.setConnected(true);
    }
  }

  private async followFeed(connection: JetStreamConnection, feed: Followed): Promise<void> {
    const name = feed.type;
    for (let failures = 0; !this.stopping.signal.aborted;) {
      try {
        // From the next event on; the library re-creates the consumer from its last one after a failure.
        const { state } = await connection.jsm.streams.info(EVENT_STREAM);
        const consumer = await connection.js.consumers.get(EVENT_STREAM, {
          filter_subjects: name,
          opt_start_seq: state.last_seq + 1,
        });
        const messages = await consumer.consume({ expires: PULL_EXPIRES_MS });
        this.open.add(messages);
        if (this.stopping.signal.aborted) await messages.close();
        void this.watchConsumer(name, messages);
        this.setFollowing(name, true);
        failures = 0;
        for await (const message of messages) this.apply(feed, message.data);
        this.open.delete(messages);
      } catch (error) {
        failures++;
        if (!this.stopping.signal.aborted) this.logger.warn(`not following ${name}, retrying: ${(error as Error).message}`);
      }
      this.setFollowing(name, false);
      await this.pause(retryDelayMs(failures));
    }
  }

  /** Missed heartbeats: the server stopped delivering; the library re-creates the consumer where it stopped. */
  private async watchConsumer(name: string, messages: ConsumerMessages): Promise<void> {
    for await (const status of messages.status()) {
      if (status.type === 'heartbeats_missed') this.setFollowing(name, false);
      if (status.type === 'ordered_consumer_recreated' || status.type === 'heartbeat') this.setFollowing(name, true);
    }
  }

  private apply(feed: Followed, bytes: Uint8Array): void {
    try {
      const envelope = JSON.parse(new TextDecoder().decode(bytes)) as EventEnvelope;
      this.cache.forgetUser(feed.userOf(envelope.data));
    } catch (error) {
      // Whose authentication changed is unknown: forget everyone's rather than keep a stale one.
      this.logger.warn(`unreadable ${feed.type}, forgetting every authentication: ${(error as Error).message}`);
      this.cache.clear();
    }
  }

  private setFollowing(name: string, yes: boolean): void {
    this.update(() => (yes ? this.following.add(name) : this.following.delete(name)));
  }

  private setConnected(yes: boolean): void {
    this.update(() => (this.connected = yes));
  }

  private update(change: () => void): void {
    const wasLive = this.live;
    change();
    if (this.live === wasLive) return;
    if (this.live) this.cache.enable();
    else this.cache.disable();
    remembering.set(this.live ? 1 : 0);
    this.logger.log(
      this.live ? 'following account changes: remembering authentications' : 'account changes cut off: remembering none',
    );
  }

  private get live(): boolean {
    return this.connected && this.feeds.every((feed) => this.following.has(feed.type));
  }

  private pause(ms: number): Promise<void> {
    return sleep(ms, undefined, { signal: this.stopping.signal }).catch(() => undefined);
  }
}

const follow = <S extends DescMessage>(event: EventType<S>, userOf: (data: MessageShape<S>) => number): Followed => ({
  type: event.type,
  userOf: (data) => userOf(fromJson(event.schema, data)),
});
