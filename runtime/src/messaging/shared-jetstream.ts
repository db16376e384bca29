import pRetry, { type Options as RetryOptions } from 'p-retry';
import { connectJetStream, type JetStreamConnection } from './jetstream.js';
import type { NatsCredentials } from './nats-connection.js';

/**
 * The one retry policy of the event followers: from a quarter second, doubling, at most ten
 * seconds apart, for as long as the process runs. Once connected, the NATS client reconnects by
 * itself (natsConnectionOptions); this covers the first connection and re-opening consumers.
 */
export const FOLLOW_RETRY: RetryOptions = { retries: Infinity, minTimeout: 250, factor: 2, maxTimeout: 10_000 };

/**
 * One JetStream connection per process for everything that follows events (the followers of the
 * bff's caches share it), opened on first use, retrying until NATS answers, closed once.
 */
export class SharedJetStream {
  private readonly stopping = new AbortController();
  private connecting: Promise<JetStreamConnection> | undefined;

  constructor(
    private readonly natsUrl: string,
    private readonly name: string,
    private readonly credentials?: NatsCredentials,
    private readonly onRetry: (error: Error) => void = () => undefined,
  ) {}

  /** Rejects only when closed before NATS answered. */
  connection(): Promise<JetStreamConnection> {
    this.connecting ??= pRetry(() => connectJetStream(this.natsUrl, this.name, this.credentials), {
      ...FOLLOW_RETRY,
      signal: this.stopping.signal,
      onFailedAttempt: ({ error }) => this.onRetry(error),
    });
    return this.connecting;
  }

  get signal(): AbortSignal {
    return this.stopping.signal;
  }

  async close(): Promise<void> {
    this.stopping.abort();
    const connection = await this.connecting?.catch(() => undefined);
    await connection?.nc.close();
  }
}
