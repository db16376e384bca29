import type { DescMessage } from '@bufbuild/protobuf';
import { DeliverPolicy, type ConsumerMessages, type JsMsg, type OrderedConsumerOptions } from '@nats-io/jetstream';
import { EVENT_STREAM, type EventType } from '@mc/proto';
import pRetry from 'p-retry';
import { decodeEvent, type DecodedEvent } from '../outbox/event-envelope.js';
import type { JetStreamConnection } from './jetstream.js';
import { FOLLOW_RETRY, type SharedJetStream } from './shared-jetstream.js';

/** A pull request lasts this long; the server's heartbeats come at half of it, and two missed ones say the feed is cut off. */
const PULL_EXPIRES_MS = 10_000;

/** The message schema of an event type (of each, for a union of them). */
type SchemaOf<E> = E extends EventType<infer S> ? S : never;

export interface FollowEventsOptions<E extends EventType<DescMessage>> {
  readonly jetStream: SharedJetStream;
  readonly events: readonly E[];
  /**
   * Where a new follower starts: `next`, the first event published after it starts (a cache that
   * starts empty); `last`, the newest event of each type still in the stream (a value that each
   * event carries whole, such as the ticker tape).
   */
  readonly from: 'next' | 'last';
  /** Each event, decoded against its contract, in the order of the stream. */
  readonly onEvent: (event: DecodedEvent<SchemaOf<E>>) => void;
  /**
   * Events may have been missed (the feed was cut off, or an event could not be read): drop
   * everything derived from them.
   */
  readonly onGap: () => void;
  /** Every event type is delivered again (true) or no longer (false); a `false` comes after `onGap`. */
  readonly onFollowing?: (following: boolean) => void;
  readonly log?: (message: string) => void;
}

export interface EventFollower {
  /** True while every event type is being delivered. */
  readonly following: boolean;
  /** Ends the follower (the shared connection stays open). */
  stop(): Promise<void>;
}

/**
 * Follows events through ordered consumers of this process's own (ephemeral, one per event type:
 * NATS 2.9 filters on one subject), on the process's one JetStream connection. The library
 * re-creates an ordered consumer where it stopped after a NATS restart; a consumer that fails is
 * opened again under the one retry policy. While the connection is down, or a consumer misses
 * its heartbeats, the follower is not following: a change could arrive late, so `onGap` is called.
 */
export function followEvents<E extends EventType<DescMessage>>(options: FollowEventsOptions<E>): EventFollower {
  return new Follower(options);
}

class Follower<E extends EventType<DescMessage>> implements EventFollower {
  private readonly stopping = new AbortController();
  private readonly delivering = new Set<string>();
  private readonly open = new Set<ConsumerMessages>();
  private connected = true;
  private live = false;
  private readonly task: Promise<void>;

  constructor(private readonly options: FollowEventsOptions<E>) {
    this.task = this.run();
  }

  get following(): boolean {
    return this.live;
  }

  async stop(): Promise<void> {
    this.stopping.abort();
    for (const messages of this.open) await messages.close();
    await this.task;
  }

  private get stopped(): boolean {
    return this.stopping.signal.aborted || this.options.jetStream.signal.aborted;
  }

  private async run(): Promise<void> {
    const stopped = new Promise<undefined>((resolve) =>
      this.stopping.signal.addEventListener('abort', () => resolve(undefined), { once: true }),
    );
    const connection = await Promise.race([this.options.jetStream.connection().catch(() => undefined), stopped]);
    if (!connection || this.stopped) return;
    void this.watchConnection(connection);
    await Promise.all(this.options.events.map((event) => this.follow(connection, event.type)));
  }

  /** A disconnected client misses nothing (the ordered consumers resume where they were), but late. */
  private async watchConnection(connection: JetStreamConnection): Promise<void> {
    for await (const status of connection.nc.status()) {
      if (this.stopped) break;
      if (status.type === 'disconnect') this.update(() => (this.connected = false));
      if (status.type === 'reconnect') this.update(() => (this.connected = true));
    }
  }

  private async follow(connection: JetStreamConnection, type: string): Promise<void> {
    while (!this.stopped) {
      const messages = await pRetry(() => this.consume(connection, type), {
        ...FOLLOW_RETRY,
        signal: this.stopping.signal,
        onFailedAttempt: ({ error }) => {
          if (!this.stopped) this.options.log?.(`not following ${type}, retrying: ${error.message}`);
        },
      }).catch(() => undefined);
      if (!messages) return;
      void this.watchConsumer(type, messages);
      this.setDelivering(type, true);
      try {
        for await (const message of messages) this.deliver(type, message);
      } catch (error) {
        if (!this.stopped) this.options.log?.(`stopped following ${type}: ${(error as Error).message}`);
      }
      this.open.delete(messages);
      this.setDelivering(type, false);
    }
  }

  private async consume(connection: JetStreamConnection, type: string): Promise<ConsumerMessages> {
    const consumer = await connection.js.consumers.get(EVENT_STREAM, await this.start(connection, type));
    const messages = await consumer.consume({ expires: PULL_EXPIRES_MS });
    this.open.add(messages);
    if (this.stopped) await messages.close();
    return messages;
  }

  private async start(connection: JetStreamConnection, type: string): Promise<Partial<OrderedConsumerOptions>> {
    if (this.options.from === 'last') return { filter_subjects: type, deliver_policy: DeliverPolicy.LastPerSubject };
    // From the sequence after the stream's last: an event published once `following` is true is delivered.
    const { state } = await connection.jsm.streams.info(EVENT_STREAM);
    return { filter_subjects: type, opt_start_seq: state.last_seq + 1 };
  }

  /** Missed heartbeats: the server stopped delivering; the library re-creates the consumer where it stopped. */
  private async watchConsumer(type: string, messages: ConsumerMessages): Promise<void> {
    for await (const status of messages.status()) {
      if (status.type === 'heartbeats_missed') this.setDelivering(type, false);
      if (status.type === 'ordered_consumer_recreated' || status.type === 'heartbeat') this.setDelivering(type, true);
    }
  }

  private deliver(type: string, message: JsMsg): void {
    try {
      this.options.onEvent(decodeEvent(message) as DecodedEvent<SchemaOf<E>>);
    } catch (error) {
      // What it changed is unknown: whatever was derived from the events can no longer be trusted.
      this.options.log?.(`an unreadable ${type} could not be applied: ${(error as Error).message}`);
      this.options.onGap();
    }
  }

  private setDelivering(type: string, yes: boolean): void {
    this.update(() => (yes ? this.delivering.add(type) : this.delivering.delete(type)));
  }

  private update(change: () => void): void {
    change();
    const live = !this.stopped && this.connected && this.options.events.every((event) => this.delivering.has(event.type));
    if (live === this.live) return;
    this.live = live;
    if (!live) this.options.onGap();
    this.options.onFollowing?.(live);
  }
}
