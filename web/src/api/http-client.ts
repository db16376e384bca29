import { ApiError, NetworkError } from './api-errors.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  /** Serialised as JSON; a FormData goes as it is (multipart/form-data, the browser writes its boundary). */
  body?: unknown;
  /** Lets the request outlive the page (analytics sent while navigating away). */
  keepalive?: boolean;
  signal?: AbortSignal;
  /** The browser's HTTP cache mode (`fetch`'s `cache`); its default unless given. */
  cache?: RequestCache;
  /** Headers beyond Accept, Content-Type and Authorization (registration's X-Time-Zone). */
  headers?: Record<string, string>;
}

export type RequestOptionsWithoutBody = Omit<RequestOptions, 'method' | 'body'>;

export interface HttpClientConfig {
  /** Prefix for every path; '' means the page's own origin. */
  baseUrl: string;
  /** Token sent as `Authorization: Token {token}`. Leave out for clients that talk to other origins. */
  readToken?: () => string | null;
}

export interface HttpClient {
  /** Resolves with the parsed JSON body (undefined when empty); rejects with ApiError or NetworkError. */
  request<T>(path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, options?: RequestOptionsWithoutBody): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptionsWithoutBody): Promise<T>;
}

function parseBody(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function createHttpClient({ baseUrl, readToken }: HttpClientConfig): HttpClient {
  async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const { method = 'GET', body, keepalive, signal, cache } = options;
    const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
    const form = body instanceof FormData;
    if (body !== undefined && !form) headers['Content-Type'] = 'application/json';
    const token = readToken?.();
    if (token) headers.Authorization = `Token ${token}`;

    let response: Response;
    let text: string;
    try {
      // `fetch` is looked up on each call so tests (and polyfills) can replace it.
      response = await fetch(`${baseUrl}${path}`, {
        method,
        headers,
        body: form ? body : body === undefined ? undefined : JSON.stringify(body),
        keepalive,
        signal,
        cache,
      });
      text = await response.text();
    } catch (cause) {
      if (signal?.aborted) throw cause;
      throw new NetworkError(cause);
    }

    const payload = parseBody(text);
    if (!response.ok) throw new ApiError(response.status, payload);
    // The shape is the bff's contract (spec §7); callers name the type they expect.
    return payload as T;
  }

  return {
    request,
    get: (path, options) => request(path, { ...options, method: 'GET' }),
    post: (path, body, options) => request(path, { ...options, method: 'POST', body }),
  };
}
