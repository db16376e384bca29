import { Injectable } from '@nestjs/common';
import { timestampDate } from '@bufbuild/protobuf/wkt';
import type { ContentSummary } from '@mc/api/content';
import { toContentSummary } from '../content-json.js';
import { ContentSource } from '../content-source.js';
import { TtlCache } from '../market/ttl-cache.js';

export interface PublishedIndex {
  /** Every published item, newest first. */
  items: readonly ContentSummary[];
  /** Their paths, lowercase (the router matches paths case-insensitively). */
  paths: ReadonlySet<string>;
  /** ISO 8601: when the newest change was stored, for the sitemap and the feed. */
  updatedAt: ReadonlyMap<string, string>;
}

/** Content changes only when the content service loads its folder (at its start): a minute old is fresh enough. */
const TTL_MS = 60_000;
const RETRY_MS = 10_000;

/**
 * Every published item's summary, for the sitemap, the feed and the not-found status of content
 * routes. `undefined` when the content service has not answered yet (callers then cannot tell).
 */
@Injectable()
export class PublishedContent {
  private readonly cache = new TtlCache<PublishedIndex | undefined>('the content index', TTL_MS, RETRY_MS);

  constructor(private readonly content: ContentSource) {}

  index(): Promise<PublishedIndex | undefined> {
    return this.cache.get(
      'all',
      () => this.load(),
      () => undefined,
    );
  }

  private async load(): Promise<PublishedIndex> {
    const list = await this.content.list({});
    return {
      items: list.items.map(toContentSummary),
      paths: new Set(list.items.map((item) => item.path.toLowerCase())),
      updatedAt: new Map(
        list.items.map((item) => [
          item.path,
          item.updatedAt ? timestampDate(item.updatedAt).toISOString() : `${item.published}T00:00:00Z`,
        ]),
      ),
    };
  }
}
