import type { CalendarEndpoint } from './calendar-endpoints.js';
import { PROVIDER_PAGE_SIZE } from './calendar-endpoints.js';
import { malformed, ProviderError } from '@mc/runtime';
import { ProviderRow } from './provider-row.js';

export interface CalendarProviderOptions {
  /** e.g. `https://api.benzinga.com`, or the market-data emulator. */
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
  /** Injected in tests; the global fetch otherwise. */
  fetch?: typeof fetch;
}

export interface CalendarPageRequest {
  /** From 0. */
  page: number;
  dateFrom?: string;
  dateTo?: string;
  /** Unix seconds: only rows updated at or after it, sorted by `updated`. */
  updatedSince?: number;
}

export interface RemovedPageRequest {
  /** From 0. */
  page: number;
  /** Unix seconds: removals at or after it. */
  updatedSince: number;
}

export interface RemovedRow {
  id: string;
  updated: number;
}

/** The provider, injected so that tests can stand in for it. */
export const CALENDAR_SOURCE = Symbol('CALENDAR_SOURCE');

/** What the sync needs from the provider; CalendarProviderClient over HTTP, a fake in unit tests. */
export interface CalendarSource {
  calendarPage(endpoint: CalendarEndpoint, request: CalendarPageRequest): Promise<unknown[]>;
  removed(endpoint: CalendarEndpoint, request: RemovedPageRequest): Promise<RemovedRow[]>;
  companyProfiles(tickers: readonly string[]): Promise<unknown[]>;
}

/** Company profiles per request, as for the provider's other symbol lists. */
export const MAX_PROFILE_SYMBOLS = 50;

type Answer = { kind: 'rows'; body: unknown } | { kind: 'no-data' };

/**
 * Benzinga's calendar API: the key as the `token` query parameter, JSON answers keyed by type. It
 * answers "no data" either as a 404 `no_data_found` or as `[]`; both are an empty page here.
 */
export class CalendarProviderClient implements CalendarSource {
  private readonly base: URL;
  private readonly fetch: typeof fetch;

  constructor(private readonly options: CalendarProviderOptions) {
    this.base = new URL(options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`);
    this.fetch = options.fetch ?? globalThis.fetch;
  }

  async calendarPage(endpoint: CalendarEndpoint, request: CalendarPageRequest): Promise<unknown[]> {
    const url = new URL(endpoint.path, this.base);
    url.searchParams.set('page', String(request.page));
    url.searchParams.set(endpoint.pageSizeParam, String(PROVIDER_PAGE_SIZE));
    if (request.dateFrom) url.searchParams.set('parameters[date_from]', request.dateFrom);
    if (request.dateTo) url.searchParams.set('parameters[date_to]', request.dateTo);
    if (request.updatedSince !== undefined) url.searchParams.set('parameters[updated]', String(request.updatedSince));
    const answer = await this.get(url);
    if (answer.kind === 'no-data') return [];
    return rowsUnder(answer.body, endpoint.keys, `${endpoint.type} page ${request.page}`);
  }

  async removed(endpoint: CalendarEndpoint, request: RemovedPageRequest): Promise<RemovedRow[]> {
    const url = new URL('api/v2.1/calendar-removed/', this.base);
    url.searchParams.set('type', endpoint.removedType);
    url.searchParams.set('updated', String(request.updatedSince));
    url.searchParams.set('page', String(request.page));
    url.searchParams.set('pageSize', String(PROVIDER_PAGE_SIZE));
    const answer = await this.get(url);
    if (answer.kind === 'no-data') return [];
    const rows = rowsUnder(answer.body, ['removed'], `${endpoint.type} removals`);
    return rows.flatMap((raw, index) => {
      const row = new ProviderRow(raw, `${endpoint.type} removal ${index}`);
      // The list may mix types when the provider ignores the filter: only ours are ours to remove.
      const type = row.text('type');
      if (type !== null && type !== endpoint.removedType) return [];
      return [{ id: row.id(), updated: row.updated() }];
    });
  }

  async companyProfiles(tickers: readonly string[]): Promise<unknown[]> {
    if (tickers.length === 0 || tickers.length > MAX_PROFILE_SYMBOLS)
      throw new RangeError(`ask for 1 to ${MAX_PROFILE_SYMBOLS} symbols, not ${tickers.length}`);
    const url = new URL('api/v2.1/fundamentals/companyProfile', this.base);
    url.searchParams.set('symbols', tickers.join(','));
    const answer = await this.get(url);
    if (answer.kind === 'no-data') return [];
    return rowsUnder(answer.body, ['result'], 'company profiles');
  }

  private async get(url: URL): Promise<Answer> {
    url.searchParams.set('token', this.options.apiKey);
    const where = `${url.pathname}`;
    const signal = AbortSignal.timeout(this.options.timeoutMs);
    let status: number;
    let text: string;
    try {
      const response = await this.fetch(url, { headers: { accept: 'application/json' }, signal });
      status = response.status;
      text = await response.text();
    } catch (error) {
      if (signal.aborted) throw new ProviderError('timeout', `${where}: no complete answer within ${this.options.timeoutMs} ms`);
      throw new ProviderError('unreachable', `${where}: ${(error as Error).message}`);
    }
    if (status === 404 && /no[_ ]data[_ ]found/i.test(text)) return { kind: 'no-data' };
    if (status === 401) throw new ProviderError('refused', `${where}: the provider refused the key: ${errorsOf(text)}`);
    if (status < 200 || status > 299) throw new ProviderError('refused', `${where}: HTTP ${status}: ${text.slice(0, 200)}`);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw malformed(`${where}: the answer is not JSON: ${text.slice(0, 80)}`);
    }
    return Array.isArray(body) && body.length === 0 ? { kind: 'no-data' } : { kind: 'rows', body };
  }
}

/** The rows under one of `keys`; anything else is not an answer we understand. */
function rowsUnder(body: unknown, keys: readonly string[], what: string): unknown[] {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw malformed(`${what}: expected an object keyed by ${keys.join(' or ')}`);
  const key = keys.find((candidate) => candidate in body);
  if (key === undefined) throw malformed(`${what}: none of ${keys.join(', ')} in the answer`);
  const rows = (body as Record<string, unknown>)[key];
  if (rows === null) return [];
  if (!Array.isArray(rows)) throw malformed(`${what}: ${key} is not a list`);
  return rows;
}

/** The provider's 401 body is `{"ok":false,"errors":[...]}`; its words go to the log. */
function errorsOf(text: string): string {
  try {
    const body = JSON.parse(text) as { errors?: unknown };
    if (Array.isArray(body.errors)) return JSON.stringify(body.errors).slice(0, 200);
  } catch {
    // not JSON: show the text as it came
  }
  return text.slice(0, 200);
}
