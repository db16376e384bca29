import { randomBytes } from 'node:crypto';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';

export const bffUrl = () => process.env.E2E_BFF_URL ?? 'http://127.0.0.1:18080';
/** The bff's /healthz, /readyz and /metrics, on a port the ingress does not publish. */
export const bffMetricsUrl = () => process.env.E2E_BFF_METRICS_URL ?? 'http://127.0.0.1:19080';
export const mailUrl = () => process.env.E2E_MAIL_URL ?? 'http://127.0.0.1:18025';
export const stripeUrl = () => process.env.E2E_STRIPE_URL ?? 'http://127.0.0.1:22111';

export interface ApiAnswer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

/** One request to the bff; `body` is sent as JSON unless it is already a string. */
export async function api<T = Record<string, unknown>>(
  method: string,
  path: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Token ${options.token}`;
  if (options.body !== undefined && !headers['content-type']) headers['content-type'] = 'application/json';
  const response = await fetch(`${bffUrl()}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T, headers: response.headers };
}

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A GET to the bff with exactly these headers (fetch adds its own `Accept-Encoding`), its bytes as they travel. */
export function rawGet(path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(`${bffUrl()}${path}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/** What two answers to the same request must share: all but the moment and the request's own id (bytes as base64). */
export const comparableAnswer = ({ status, headers: { date: _date, 'x-request-id': _id, ...headers }, body }: RawAnswer) => ({
  status,
  headers,
  body: body.toString('base64'),
});

export const uniqueName = (prefix = 'trader') => `${prefix}${randomBytes(5).toString('hex')}`;

export interface NewAccount {
  username: string;
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  country: string;
}

export const newAccount = (overrides: Partial<NewAccount> = {}): NewAccount => {
  const username = uniqueName();
  return {
    username,
    email: `${username}@example.com`,
    password: 'Catalyst-Calendar-2026',
    first_name: 'Ada',
    last_name: 'Lovelace',
    country: 'US',
    ...overrides,
  };
};

/** Registers an account and signs it in; returns the account, its id and an API token. */
export async function signedInAccount(overrides: Partial<NewAccount> = {}) {
  const account = newAccount(overrides);
  const created = await api<{ id: number }>('POST', '/auth/users/', { body: account });
  if (created.status !== 201) throw new Error(`registration failed: ${created.status} ${JSON.stringify(created.body)}`);
  const login = await api<{ auth_token: string }>('POST', '/auth/token/login/', {
    body: { username: account.username, password: account.password },
  });
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${JSON.stringify(login.body)}`);
  return { account, id: created.body.id, token: login.body.auth_token };
}
