import { jest } from '@jest/globals';

/** One request the code under test sent. */
export interface RecordedRequest {
  method: string;
  path: string;
  /** The query string's parameters (routes are keyed by path alone). */
  query: URLSearchParams;
  headers: Record<string, string>;
  /** Parsed JSON body, if any. */
  body: unknown;
  /** A multipart body (an upload), as sent. */
  form: FormData | null;
  keepalive: boolean;
}

export interface FakeAnswer {
  status?: number;
  body?: unknown;
}

/** A fixed answer, an answer computed from the request, or a network failure. */
export type FakeRoute = FakeAnswer | ((request: RecordedRequest) => FakeAnswer) | 'network-error';

export interface FakeServer {
  requests: RecordedRequest[];
  requestsTo(methodAndPath: string): RecordedRequest[];
}

/**
 * Replaces `globalThis.fetch` with a fake server answering `'METHOD /path'` keys; anything else gets
 * a 404. Answers are only as rich as the code needs (ok, status, text()), since jsdom has no Response.
 */
export function installFakeFetch(routes: Record<string, FakeRoute> = {}): FakeServer {
  const requests: RecordedRequest[] = [];

  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), window.location.origin);
    const request: RecordedRequest = {
      method: init.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: { ...(init.headers as Record<string, string> | undefined) },
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      form: init.body instanceof FormData ? init.body : null,
      keepalive: init.keepalive ?? false,
    };
    requests.push(request);

    const route = routes[`${request.method} ${request.path}`];
    if (route === 'network-error') throw new TypeError('Failed to fetch');
    const answer = typeof route === 'function' ? route(request) : (route ?? { status: 404, body: { detail: 'Not found.' } });
    const status = answer.status ?? 200;
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return { ok: status >= 200 && status < 300, status, text: async () => text } as Response;
  }) as typeof fetch;

  return {
    requests,
    requestsTo: (methodAndPath) => requests.filter((request) => `${request.method} ${request.path}` === methodAndPath),
  };
}
