import { startTracing } from '@mc/runtime/tracing';
import { SpanKind } from '@opentelemetry/api';
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import Fastify, { type FastifyInstance } from 'fastify';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { installAnswerEncoding } from './answer-encoding.js';
import { installAnswerHeaders } from './answer-headers.js';
import type { User } from '@mc/proto';
import { ProfileFastPath } from '../accounts/profile-fast-path.js';
import type { Authenticator } from '../auth/authenticator.js';
import type { SubscriptionDetailsCache } from '../billing/subscription-details-cache.js';
import { SUBSCRIPTION_DETAILS_PATH, SubscriptionDetailsFastPath } from '../billing/subscription-details-fast-path.js';
import type { TapeSnapshot } from '../quotes/latest-tape.js';
import type { QuotesCache } from '../quotes/quotes-cache.js';
import { QuotesFastPath } from '../quotes/quotes-fast-path.js';
import { registerDelayedQuotesRoute } from '../quotes/quotes-route.js';
import { installMemoryAnswers, type KeptAnswers } from './memory-answers.js';
import { prepareAnswer, PREPARED_VARY, sendPrepared, type JsonAnswer } from './prepared-answer.js';
import { userJson } from './user-json.js';
import { installRequestTracing } from './request-tracing.js';
import { routeTimings } from './route-timings.js';
import { installSecurityHeaders, securityHeaders } from './security-headers.js';

const ROWS = JSON.stringify(Array.from({ length: 80 }, (_, i) => ({ ticker: `T${i}`, date: '2026-11-30', eps_est: i / 10 })));
const ROUTE = '/api/calendars/:type';
const spans = new InMemorySpanExporter();
startTracing('bff-test', [new SimpleSpanProcessor(spans)]);

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** The bytes as they travel: no decompression, every header. */
function get(port: number, path: string, headers: Record<string, string> = {}, method = 'GET', body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** A Fastify with the bff's hooks and the routes `register` adds, the door in front with `sources`; listening. */
async function withDoor(register: (fastify: FastifyInstance) => void, sources: KeptAnswers[]) {
  const fastify = Fastify({ routerOptions: { ignoreTrailingSlash: true } });
  const headers = securityHeaders([]);
  installSecurityHeaders(fastify, headers);
  installAnswerHeaders(fastify);
  installRequestTracing(fastify, { exportSpans: false });
  installAnswerEncoding(fastify);
  register(fastify);
  installMemoryAnswers(fastify, sources, { securityHeaders: headers.data, exportSpans: false });
  await fastify.listen({ port: 0, host: '127.0.0.1' });
  return { fastify, port: (fastify.server.address() as AddressInfo).port };
}

/** What two answers to the same request must share: all but the moment and the request's own id. */
const comparable = ({ status, headers, body }: Answer) => {
  const { date: _date, 'x-request-id': _id, ...rest } = headers;
  return { status, headers: rest, body: body.toString('base64') };
};

/** A test's switch for its door (whether kept answers are looked up) and its route's count of requests. */
interface DoorState {
  keeping: boolean;
  routed: number;
}

/**
 * The route's answer, then the kept one, to the same request: the second must not reach the route, and
 * must be the first but for the moment and the request id. Returns the kept one.
 */
async function doorAsRoute(port: number, path: string, headers: Record<string, string>, door: DoorState) {
  door.keeping = false;
  const fromRoute = await get(port, path, headers);
  door.keeping = true;
  const before = door.routed;
  const fromMemory = await get(port, path, headers);
  expect(door.routed).toBe(before);
  expect(comparable(fromMemory)).toEqual(comparable(fromRoute));
  return fromMemory;
}

describe('answers kept in memory, sent before Fastify', () => {
  let fastify: FastifyInstance;
  let port: number;
  const door: DoorState = { keeping: false, routed: 0 };
  let answer: JsonAnswer = { body: Buffer.from(ROWS) };
  /** A lookup that throws, as a bug in a source would. */
  let failing = false;
  const cacheControl = (authorization: string | undefined) => (authorization ? 'no-store' : 'no-cache');
  const calendars: KeptAnswers = {
    route: ROUTE,
    find: (request) => {
      if (failing) throw new Error('lookup failed');
      return door.keeping
        ? { answer, cacheControl: cacheControl(request.headers.authorization), vary: PREPARED_VARY }
        : undefined;
    },
  };

  beforeAll(async () => {
    ({ fastify, port } = await withDoor(
      // Stands in for CalendarsController: the same prepared answer, sent as it sends it.
      (routes) =>
        routes.route({
          method: ['GET', 'POST'],
          url: ROUTE,
          handler: (request, reply) => {
            door.routed++;
            return sendPrepared(reply, answer, cacheControl(request.headers.authorization));
          },
        }),
      [calendars],
    ));
  });
  afterAll(() => fastify.close());

  it('sends a visitor, a subscriber and a browser the answer their route sends, header for header', async () => {
    const etag = (await get(port, '/api/calendars/earnings/')).headers.etag as string;
    const requests: Record<string, string>[] = [
      {},
      { 'accept-encoding': 'gzip, deflate, br, zstd' },
      { 'accept-encoding': 'gzip' },
      { authorization: 'Token abc', 'accept-encoding': 'br' },
      { authorization: 'Token abc' },
      { 'if-none-match': etag, 'accept-encoding': 'br' },
    ];
    // A kept answer (a Buffer) and one made for the request (its string, compressed for it alone).
    for (const made of [{ body: Buffer.from(ROWS) }, ROWS]) {
      answer = made;
      for (const headers of requests) {
        await doorAsRoute(port, '/api/calendars/earnings/', headers, door);
      }
    }
    answer = { body: Buffer.from(ROWS) };
  });

  it('says who may keep it, validates a public one by ETag and compresses as the client accepts', async () => {
    door.keeping = true;
    const visitor = await get(port, '/api/calendars/earnings/', { 'accept-encoding': 'br' });
    expect(visitor.headers).toMatchObject({
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-cache',
      vary: 'Authorization, Accept-Encoding',
      'content-encoding': 'br',
      'x-content-type-options': 'nosniff',
    });
    expect(brotliDecompressSync(visitor.body).toString()).toBe(ROWS);
    const again = await get(port, '/api/calendars/earnings/', { 'if-none-match': visitor.headers.etag as string });
    expect(again.status).toBe(304);
    expect(again.body).toHaveLength(0);
    const subscriber = await get(port, '/api/calendars/earnings/', { authorization: 'Token abc' });
    expect(subscriber.headers['cache-control']).toBe('no-store');
    expect(subscriber.headers.etag).toBeUndefined();
    expect(subscriber.body.toString()).toBe(ROWS);
  });

  it('answers with the caller’s well-formed request id, else a new one', async () => {
    door.keeping = true;
    expect((await get(port, '/api/calendars/earnings/', { 'x-request-id': 'edge-7f3a' })).headers['x-request-id']).toBe(
      'edge-7f3a',
    );
    const made = (await get(port, '/api/calendars/earnings/', { 'x-request-id': 'not an id' })).headers['x-request-id'];
    expect(made).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('compresses a kept answer not compressed yet once, and leaves another method and a request with a body to the route', async () => {
    door.keeping = true;
    answer = { body: Buffer.from(ROWS) };
    const before = door.routed;
    const [first, second] = await Promise.all(
      [1, 2].map(() => get(port, '/api/calendars/earnings/', { 'accept-encoding': 'gzip' })),
    );
    expect(door.routed).toBe(before);
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(first.body).toString()).toBe(ROWS);
    // The same compressed bytes, made once for the kept answer.
    expect(second.body.equals(first.body)).toBe(true);

    await get(port, '/api/calendars/earnings/', { 'content-type': 'application/json' }, 'POST', '{}');
    // Node's client frames a GET's body only when told its length.
    await get(port, '/api/calendars/earnings/', { 'content-type': 'application/json', 'content-length': '2' }, 'GET', '{}');
    expect(door.routed).toBe(before + 2);
  });

  it('leaves the request to the route when a lookup throws, rather than ending the process', async () => {
    failing = true;
    const before = door.routed;
    try {
      const answered = await get(port, '/api/calendars/earnings/');
      expect(answered.status).toBe(200);
      expect(answered.body.toString()).toBe(ROWS);
      expect(door.routed).toBe(before + 1);
    } finally {
      failing = false;
    }
  });

  it('times its answers under the route’s pattern', async () => {
    door.keeping = true;
    const count = () =>
      routeTimings
        .get()
        .values.find(
          (value) =>
            value.metricName === 'http_server_duration_seconds_count' &&
            value.labels.route === ROUTE &&
            value.labels.status === '200',
        )?.value ?? 0;
    const before = count();
    await get(port, '/api/calendars/earnings/');
    expect(count()).toBe(before + 1);
  });
});

describe('the ticker tape, kept in memory', () => {
  const quotes = JSON.stringify(
    Array.from({ length: 40 }, (_, i) => ({
      symbol: `SYM${i}`,
      name: `Company ${i}`,
      last: 100 + i,
      change: 0.5,
      change_percent: 0.5,
    })),
  );
  let fastify: FastifyInstance;
  let port: number;
  let tape: TapeSnapshot | undefined;
  const door: DoorState = { keeping: false, routed: 0 };

  beforeAll(async () => {
    const cache = {
      get current() {
        return door.keeping ? tape : undefined;
      },
    } as QuotesCache;
    ({ fastify, port } = await withDoor(
      (routes) => registerDelayedQuotesRoute(routes, () => (door.routed++, tape)),
      [new QuotesFastPath(cache)],
    ));
  });
  afterAll(() => fastify.close());

  it('sends every page’s poll the answer the route sends, header for header', async () => {
    tape = { body: Buffer.from(quotes), asOf: '2026-11-27T15:30:00.000Z', asOfMs: Date.UTC(2026, 10, 27, 15, 30) };
    const etag = (await get(port, '/api/benzingadelayedquotes/')).headers.etag as string;
    // The route makes the compressed forms the door then sends.
    for (const encoding of ['br', 'gzip']) await get(port, '/api/benzingadelayedquotes/', { 'accept-encoding': encoding });
    const requests: Record<string, string>[] = [
      {},
      { 'accept-encoding': 'gzip, deflate, br, zstd' },
      { 'accept-encoding': 'gzip' },
      { authorization: 'Token abc' },
      { 'if-none-match': etag },
    ];
    for (const path of ['/api/benzingadelayedquotes/', '/api/benzingadelayedquotes'])
      for (const headers of requests) {
        await doorAsRoute(port, path, headers, door);
      }
    door.keeping = true;
    expect((await get(port, '/api/benzingadelayedquotes/')).headers).toMatchObject({
      'cache-control': 'public, max-age=30',
      'x-quotes-as-of': '2026-11-27T15:30:00.000Z',
      vary: 'Accept-Encoding',
    });
  });

  it('leaves to the route a query string and the wait for the first quotes', async () => {
    door.keeping = true;
    tape = { body: Buffer.from(quotes), asOf: '2026-11-27T15:30:00.000Z', asOfMs: Date.UTC(2026, 10, 27, 15, 30) };
    let before = door.routed;
    expect((await get(port, '/api/benzingadelayedquotes/?page=2')).status).toBe(200);
    expect(door.routed).toBe(before + 1);
    tape = undefined;
    before = door.routed;
    expect((await get(port, '/api/benzingadelayedquotes/')).status).toBe(503);
    expect(door.routed).toBe(before + 1);
  });
});

describe('a remembered reader’s profile, kept in memory', () => {
  const user = {
    id: 42,
    username: 'dana',
    email: 'dana@example.com',
    firstName: 'Dana',
    lastName: 'Ruiz',
    country: 'US',
  } as User;
  let fastify: FastifyInstance;
  let port: number;
  const door: DoorState = { keeping: false, routed: 0 };

  beforeAll(async () => {
    const authenticator = {
      remembered: (authorization: string) => (door.keeping && authorization === 'Token abc' ? { user } : undefined),
    } as unknown as Authenticator;
    ({ fastify, port } = await withDoor(
      // Stands in for AccountsController's profile: the user's JSON, serialized by Fastify as Nest has it.
      (routes) =>
        routes.get('/usermanagement/profile/', (_request, reply) => {
          door.routed++;
          return reply.send(userJson(user));
        }),
      [new ProfileFastPath(authenticator)],
    ));
  });
  afterAll(() => fastify.close());

  it('sends the token’s profile as the route does, header for header, and leaves the rest to it', async () => {
    const requests: Record<string, string>[] = [
      { authorization: 'Token abc' },
      { authorization: 'Token abc', 'accept-encoding': 'br' },
    ];
    for (const headers of requests) {
      const fromMemory = await doorAsRoute(port, '/usermanagement/profile/', headers, door);
      expect(fromMemory.headers['cache-control']).toBe('no-store');
      expect(fromMemory.headers.etag).toBeUndefined();
    }
    door.keeping = true;
    const before = door.routed;
    await get(port, '/usermanagement/profile/', { authorization: 'Token unknown' });
    await get(port, '/usermanagement/profile/?fields=all', { authorization: 'Token abc' });
    await get(port, '/usermanagement/profile/');
    expect(door.routed).toBe(before + 3);
  });
});

describe('a subscriber’s kept details, sent before Fastify', () => {
  const details = prepareAnswer({ plan_name: 'Monthly', plan_price: '20.00', status: 'trialing', cancel_at_period_end: false });
  let fastify: FastifyInstance;
  let port: number;
  const door: DoorState = { keeping: false, routed: 0 };

  beforeAll(async () => {
    const authenticator = {
      remembered: (authorization: string) => (authorization === 'Token abc' ? { account: { userId: 42 } } : undefined),
    } as unknown as Authenticator;
    const cache = { kept: (userId: number) => (door.keeping && userId === 42 ? details : undefined) };
    ({ fastify, port } = await withDoor(
      // Stands in for SubscriptionsController's details: the kept answer, sent as it sends it.
      (routes) =>
        routes.get(SUBSCRIPTION_DETAILS_PATH, (_request, reply) => {
          door.routed++;
          return sendPrepared(reply, details, 'no-store');
        }),
      [new SubscriptionDetailsFastPath(authenticator, cache as unknown as SubscriptionDetailsCache)],
    ));
  });
  afterAll(() => fastify.close());

  it('sends them as the route does, header for header, and leaves the rest to it', async () => {
    const requests: Record<string, string>[] = [
      { authorization: 'Token abc' },
      { authorization: 'Token abc', 'accept-encoding': 'gzip' },
    ];
    for (const headers of requests) {
      const fromMemory = await doorAsRoute(port, SUBSCRIPTION_DETAILS_PATH, headers, door);
      expect(fromMemory.headers).toMatchObject({ 'cache-control': 'no-store', vary: 'Authorization' });
    }
    door.keeping = true;
    const before = door.routed;
    // Another reader's token, none, and a query string: the route answers (and asks identity or billing).
    await get(port, SUBSCRIPTION_DETAILS_PATH, { authorization: 'Token unknown' });
    await get(port, SUBSCRIPTION_DETAILS_PATH);
    await get(port, `${SUBSCRIPTION_DETAILS_PATH}?refresh=1`, { authorization: 'Token abc' });
    // Details not kept (never asked, or forgotten after billing.details.changed.v1): the route again.
    door.keeping = false;
    await get(port, SUBSCRIPTION_DETAILS_PATH, { authorization: 'Token abc' });
    expect(door.routed).toBe(before + 4);
  });
});

describe('ProfileFastPath', () => {
  it('serializes a remembered user once, and again once the account’s change replaced it', () => {
    let user = { id: 7, username: 'lee', email: 'lee@example.com' } as User;
    const fastPath = new ProfileFastPath({ remembered: () => ({ user }) } as unknown as Authenticator);
    const find = () => fastPath.find({ url: '/usermanagement/profile/', headers: { authorization: 'Token t' } } as never);
    const first = find()?.answer;
    expect(find()?.answer).toBe(first);
    user = { ...user, email: 'lee@example.org' } as User;
    const changed = find()?.answer;
    expect(changed).not.toBe(first);
    expect(JSON.parse(typeof changed === 'string' ? changed : changed!.body.toString()).email).toBe('lee@example.org');
  });
});

describe('answers kept in memory, when spans are exported', () => {
  let fastify: FastifyInstance;

  afterAll(() => fastify.close());

  it('gives each a server span under the route’s pattern, in the caller’s trace', async () => {
    fastify = Fastify();
    const kept: KeptAnswers = { route: ROUTE, find: () => ({ answer: { body: Buffer.from(ROWS) }, cacheControl: 'no-cache' }) };
    installMemoryAnswers(fastify, [kept], { securityHeaders: {}, exportSpans: true });
    await fastify.listen({ port: 0, host: '127.0.0.1' });
    spans.reset();
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const answer = await get((fastify.server.address() as AddressInfo).port, '/api/calendars/earnings/', {
      traceparent: `00-${traceId}-00f067aa0ba902b7-01`,
    });
    expect(answer.status).toBe(200);
    const [span] = spans.getFinishedSpans();
    expect(span.name).toBe(`GET ${ROUTE}`);
    expect(span.kind).toBe(SpanKind.SERVER);
    expect(span.spanContext().traceId).toBe(traceId);
    expect(span.attributes['http.status_code']).toBe(200);
  });
});
