import type { DelayedQuote } from '@mc/proto';
import { tapeEntries } from './ticker-tape.js';

/** The ticker's answer, serialized once per refresh so that a request only writes bytes. */
export interface TapeSnapshot {
  readonly body: Buffer;
  /** When the quotes service last refreshed from the provider, ISO 8601 (the X-Quotes-As-Of header). */
  readonly asOf: string;
  readonly asOfMs: number;
}

/**
 * The newest tape the bff has seen. The first load and the events race each other, and an event
 * may arrive twice or late: whatever is not newer than what is held is ignored.
 */
export class LatestTape {
  private snapshot: TapeSnapshot | undefined;

  get current(): TapeSnapshot | undefined {
    return this.snapshot;
  }

  /** Takes the quotes if they are newer than the held ones; says whether it did. */
  offer(quotes: readonly DelayedQuote[], asOf: Date): boolean {
    if (this.snapshot && asOf.getTime() <= this.snapshot.asOfMs) return false;
    this.snapshot = {
      body: Buffer.from(JSON.stringify(tapeEntries(quotes))),
      asOf: asOf.toISOString(),
      asOfMs: asOf.getTime(),
    };
    return true;
  }
}
