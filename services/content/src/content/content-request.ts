import { CONTENT_KINDS, isContentKind, isWatchListKind, type ContentKind, type WatchListKind } from '@mc/proto/content-words';
import type { GetContentRequest, ListContentRequest } from '@mc/proto';

/** The largest page a ListContent may ask for (0 asks for every item). */
export const MAX_LIMIT = 1000;

export interface ContentFilter {
  kinds: ContentKind[];
  list?: WatchListKind;
  tag?: string;
  ticker?: string;
  offset: number;
  /** Undefined: every matching item. */
  limit?: number;
}

export type FieldErrors = Record<string, string[]>;

/** Checks a ListContent against the contract's words; the bff checked it first, so a refusal here is a bff bug made visible. */
export function checkListRequest(request: ListContentRequest): { filter: ContentFilter } | { errors: FieldErrors } {
  const errors: FieldErrors = {};
  const unknown = request.kinds.filter((kind) => !isContentKind(kind));
  if (unknown.length) errors.kinds = unknown.map((kind) => `"${kind}" is not a valid choice.`);
  if (request.list && !isWatchListKind(request.list)) errors.list = [`"${request.list}" is not a valid choice.`];
  if (request.limit > MAX_LIMIT) errors.limit = [`Ensure this value is less than or equal to ${MAX_LIMIT}.`];
  if (Object.keys(errors).length) return { errors };
  return {
    filter: {
      kinds: request.kinds.length ? (request.kinds as ContentKind[]) : [...CONTENT_KINDS],
      list: (request.list || undefined) as WatchListKind | undefined,
      tag: request.tag.trim().toLowerCase() || undefined,
      ticker: request.ticker.trim().toUpperCase() || undefined,
      offset: request.offset,
      limit: request.limit || undefined,
    },
  };
}

/** A GetContent names an item by kind, slug and (for a watch-list post) list; anything else names nothing. */
export function itemKey(request: GetContentRequest): { kind: ContentKind; slug: string; list?: WatchListKind } | undefined {
  if (!isContentKind(request.kind) || !request.slug) return undefined;
  if (request.kind === 'watch-list')
    return isWatchListKind(request.list) ? { kind: request.kind, slug: request.slug, list: request.list } : undefined;
  return { kind: request.kind, slug: request.slug };
}
