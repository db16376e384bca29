import { Injectable } from '@nestjs/common';
import { timestampDate } from '@bufbuild/protobuf/wkt';
import type { Catalyst } from '@mc/proto';
import { LRUCache } from 'lru-cache';
import type { RowVersion } from './feed-row-versions.js';

/**
 * VEVENTs as the feed writes them, kept per catalyst version and reader's zone: a catalyst's text
 * depends on nothing else (not the list, not the day of the build), and a new version (any change,
 * a removal included, moves `updated_at`) is a new key, so a kept text is never stale. A feed built
 * after its list changed renders only the catalysts no feed has shown in that zone yet. Bounded by
 * size: 5,000 catalysts in a feed's 210 days, about 600 bytes each, in a few zones fit many times over.
 */
@Injectable()
export class RenderedEvents {
  private readonly kept = new LRUCache<string, string>({ maxSize: 32 * 1024 * 1024, sizeCalculation: (text) => text.length });

  get(id: string, updatedAt: number, timeZone: string): string | undefined {
    return this.kept.get(keyOf(id, updatedAt, timeZone));
  }

  /** The catalyst's version and its text: kept, or written by `render` and kept. */
  versionOf(
    catalyst: Catalyst,
    timeZone: string,
    render: (catalyst: Catalyst, timeZone: string) => string,
  ): RowVersion & { text: string } {
    const { id, updatedAt, tickers } = catalyst;
    const key = keyOf(id, timestampDate(updatedAt!).getTime(), timeZone);
    let text = this.kept.get(key);
    if (text === undefined) this.kept.set(key, (text = render(catalyst, timeZone)));
    return { id, updatedAt, tickers, text };
  }
}

const keyOf = (id: string, updatedAt: number, timeZone: string) => `${timeZone} ${id} ${updatedAt}`;
