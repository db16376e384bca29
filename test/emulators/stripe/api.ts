import type { EmulatorContext } from './context.js';
import { invalidRequest } from './errors.js';
import type { Params } from './params.js';
import type { ListObject } from './records.js';

/** Secret keys may call everything; publishable keys only what Stripe.js calls from a browser. */
export type KeyKind = 'secret' | 'publishable';

export interface ApiRequest {
  readonly method: string;
  readonly params: Params;
  readonly pathParams: Readonly<Record<string, string>>;
  readonly keyKind: KeyKind;
}

export interface Route {
  readonly method: 'GET' | 'POST' | 'DELETE';
  /** Path pattern with `:name` segments, e.g. `/v1/customers/:id`. */
  readonly path: string;
  /** The weakest key allowed; `publishable` routes accept secret keys too. */
  readonly auth: KeyKind;
  readonly handle: (request: ApiRequest, context: EmulatorContext) => object;
}

/** Parameters every list endpoint takes, beside its own filters. */
export const PAGINATION_PARAMS = ['limit', 'starting_after', 'ending_before', 'expand'] as const;

/**
 * Stripe's cursor pagination over items already filtered and sorted newest first:
 * `limit` (1–100, default 10), `starting_after` / `ending_before` object ids, `has_more`.
 */
export function paginate<T extends { id: string }>(items: readonly T[], params: Params, url: string): ListObject<T> {
  const limit = params.int('limit') ?? 10;
  if (limit < 1 || limit > 100) {
    throw invalidRequest('Invalid limit: must be an integer between 1 and 100.', 'limit', 'parameter_invalid_integer');
  }
  const startingAfter = params.string('starting_after');
  const endingBefore = params.string('ending_before');
  const indexOf = (id: string, param: string) => {
    const index = items.findIndex((item) => item.id === id);
    if (index === -1) throw invalidRequest(`No such object: '${id}'`, param, 'resource_missing');
    return index;
  };
  if (endingBefore !== undefined) {
    const end = indexOf(endingBefore, 'ending_before');
    const start = Math.max(0, end - limit);
    return { object: 'list', data: items.slice(start, end), has_more: start > 0, url };
  }
  const start = startingAfter !== undefined ? indexOf(startingAfter, 'starting_after') + 1 : 0;
  return { object: 'list', data: items.slice(start, start + limit), has_more: start + limit < items.length, url };
}

/** A list embedded in an object (subscription items, invoice lines): every element, no cursor. */
export const embeddedList = <T>(data: T[], url: string): ListObject<T> => ({
  object: 'list',
  data,
  has_more: false,
  total_count: data.length,
  url,
});

/** `created` filters: a number or `created[gte]` style bounds. */
export function matchesCreated(created: number, params: Params): boolean {
  const exact = params.has('created') && typeof params.raw.created === 'string' ? params.int('created') : undefined;
  if (exact !== undefined) return created === exact;
  const bounds = params.object('created');
  if (!bounds) return true;
  const gt = bounds.int('gt');
  const gte = bounds.int('gte');
  const lt = bounds.int('lt');
  const lte = bounds.int('lte');
  return (
    (gt === undefined || created > gt) &&
    (gte === undefined || created >= gte) &&
    (lt === undefined || created < lt) &&
    (lte === undefined || created <= lte)
  );
}
