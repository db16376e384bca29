import { Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';

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

  set(id: string, updatedAt: number, timeZone: string, text: string): void {
    this.kept.set(keyOf(id, updatedAt, timeZone), text);
  }
}

const keyOf = (id: string, updatedAt: number, timeZone: string) => `${timeZone} ${id} ${updatedAt}`;
