import { randomBytes, randomInt } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { jetstreamManager, type JetStreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import type { StoredMsg } from '@nats-io/jetstream';
import { EVENT_STREAM, Events } from '@mc/proto';
import { decodeEvent, dropDatabase, eventEnvelopeOf } from '@mc/runtime';
import { poll } from '@mc/runtime/testing';
import { Redis } from 'ioredis';
import pg from 'pg';
import { infrastructure } from '../../scripts/infrastructure.mjs';
import { DEV_PORTS, repoRoot, stackProcesses, startStack, type RunningStack, type StackOptions } from '../../scripts/stack.mjs';
import { bffUrl, newAccount } from '../support/api.js';

/**
 * Issue 7 §2: a test run leaves a running product as it was. The product is `npm start`'s process
 * list on the development ports with the product's own spaces: Redis keys under the services'
 * default `mc:` (throttles `mc:throttle:…`, BullMQ `mc:bull:…`) and the machine's NATS server.
 * Only its databases get a prefix of this test's own (`iso_…_identity`, …) so that a developer's
 * data is never touched, and its quotes refresh once a day instead of every 5 minutes (below).
 * When something already answers on the development ports, that is a developer's `npm start`: a
 * second product on the same NATS server and BullMQ queue would join its queue groups and take its
 * jobs, so the test starts nothing and watches that product, reading only.
 * A product changes its own state as it runs (refreshes, catalyst syncs and their retries, its
 * users), so the exact comparisons are limited to what the test run exercises and the product this
 * test started leaves alone meanwhile: its throttle counters, its quotes queue, its NATS consumers
 * (none joins), the quotes and account events in its stream, and its ticker. The other checks look
 * for the test run's own marks (its client address, account and events) and hold in both cases.
 * The test run is the end-to-end stack of `npm test` (E2E_* variables), driven through its rate
 * limits, its quotes refreshes and its events.
 */
const E2E_KEY_PREFIX = process.env.E2E_KEY_PREFIX ?? 'e2e_';
const E2E_DATABASE_PREFIX = process.env.E2E_DATABASE_PREFIX ?? 'e2e_';
const E2E_NATS_URL = process.env.E2E_NATS_URL ?? 'nats://127.0.0.1:24250';
const PRODUCT_BFF = `http://127.0.0.1:${DEV_PORTS.bff}`;
const PRODUCT_KEYS = 'mc:';
const TICKER = '/api/benzingadelayedquotes/';

const productAlreadyRunning = await fetch(`${PRODUCT_BFF}/healthz`).then(
  () => true,
  () => false,
);
const ownProductOnly = productAlreadyRunning ? it.skip : it;

/** What the test run may leave its marks with: an account, and a client address of its own on loopback. */
const account = newAccount();
const clientAddress = `127.${randomInt(1, 255)}.${randomInt(1, 255)}.${randomInt(2, 255)}`;
const marks = [account.username, account.email, clientAddress];

/** A JSON POST to the test stack's bff from `clientAddress`, which its rate limits count by. */
function postFromClient(path: string, body: unknown): Promise<number> {
  const url = new URL(path, bffUrl());
  return new Promise((resolve, reject) => {
    const call = request(
      url,
      { method: 'POST', localAddress: clientAddress, headers: { 'content-type': 'application/json' } },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    call.on('error', reject);
    call.end(JSON.stringify(body));
  });
}

/** Posts until the rate limit answers 429; how many were let through first. */
async function untilThrottled(path: string, body: unknown, most: number): Promise<number> {
  for (let sent = 0; sent < most; sent++) if ((await postFromClient(path, body)) === 429) return sent;
  throw new Error(`${path}: no 429 after ${most} requests`);
}

async function tickerOf(base: string): Promise<{ asOf: string; body: string }> {
  const response = await fetch(`${base}${TICKER}`);
  if (!response.ok) throw new Error(`${base}${TICKER} answered ${response.status}`);
  return { asOf: response.headers.get('x-quotes-as-of') ?? '', body: await response.text() };
}

/** The product's keys a test run would touch: its throttle counters and its quotes queue. */
const PRODUCT_KEYS_EXERCISED = [`${PRODUCT_KEYS}throttle:*`, `${PRODUCT_KEYS}bull:delayed-quotes:*`];
/** The events the test run makes its stack publish. */
const EVENTS_EXERCISED = [Events.quotesRefreshed.type, Events.userRegistered.type];

/** Every Redis key matching the patterns, with its type and content (BullMQ's stall-check timer left out). */
async function redisState(redis: Redis, patterns: string[]): Promise<Record<string, string>> {
  const state: Record<string, string> = {};
  for (const pattern of patterns)
    for await (const keys of redis.scanStream({ match: pattern, count: 500 })) {
      for (const key of keys as string[]) {
        // BullMQ's workers set it again every 30 s whatever happens.
        if (key.endsWith(':stalled-check')) continue;
        const type = await redis.type(key);
        const content =
          type === 'string'
            ? await redis.get(key)
            : type === 'hash'
              ? Object.entries(await redis.hgetall(key)).sort()
              : type === 'zset'
                ? await redis.zrange(key, 0, -1, 'WITHSCORES')
                : type === 'set'
                  ? (await redis.smembers(key)).sort()
                  : type === 'list'
                    ? await redis.lrange(key, 0, -1)
                    : type === 'stream'
                      ? [await redis.xlen(key), (await redis.xrevrange(key, '+', '-', 'COUNT', 1))[0]?.[0]]
                      : null;
        state[key] = `${type} ${JSON.stringify(content)}`;
      }
    }
  return state;
}

/** The streams of the product's NATS server: how far each goes, and which consumers read it. */
async function natsState(
  jsm: JetStreamManager,
): Promise<Record<string, { lastSeq: number; messages: number; consumers: string[] }>> {
  const state: Record<string, { lastSeq: number; messages: number; consumers: string[] }> = {};
  for await (const stream of jsm.streams.list()) {
    const consumers: string[] = [];
    for await (const consumer of jsm.consumers.list(stream.config.name)) consumers.push(consumer.name);
    state[stream.config.name] = { lastSeq: stream.state.last_seq, messages: stream.state.messages, consumers: consumers.sort() };
  }
  return state;
}

/** A stored event as JSON text (its envelope, data in protobuf JSON), whichever encoding it came in; else its bytes as text. */
function eventText(message: StoredMsg): { id: string; text: string } {
  try {
    const envelope = eventEnvelopeOf(decodeEvent({ data: message.data, headers: message.header }));
    return { id: envelope.id, text: JSON.stringify(envelope) };
  } catch {
    return { id: '', text: new TextDecoder().decode(message.data) };
  }
}

/** The events a stream took after `afterSeq`: subject, envelope id and text. */
async function eventsAfter(jsm: JetStreamManager, afterSeq: number): Promise<{ subject: string; id: string; text: string }[]> {
  const events: { subject: string; id: string; text: string }[] = [];
  const lastSeq = (await jsm.streams.info(EVENT_STREAM)).state.last_seq;
  for (let seq = afterSeq + 1; seq <= lastSeq; seq++) {
    const message = await jsm.streams.getMessage(EVENT_STREAM, { seq }).catch(() => null);
    if (!message) continue;
    events.push({ subject: message.subject, ...eventText(message) });
  }
  return events;
}

/** How many jobs of a BullMQ queue completed after the event stream's entry `afterId`. */
async function jobsCompletedAfter(redis: Redis, eventsKey: string, afterId: string): Promise<number> {
  const entries = await redis.xrange(eventsKey, `(${afterId}`, '+');
  return entries.filter(([, fields]) => fields[0] === 'event' && fields[1] === 'completed').length;
}

async function usersNamed(databaseUrl: string, username: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query('SELECT 1 FROM users WHERE username = $1', [username])).rowCount ?? 0;
  } finally {
    await client.end();
  }
}

const databaseUrl = (prefix: string, service: string) => {
  const url = new URL(infrastructure.postgresUrl);
  url.pathname = `/${prefix}${service}`;
  return url.toString();
};

describe('npm test beside npm start: the product keeps its keys, queue, streams and databases', () => {
  const productDatabasePrefix = productAlreadyRunning ? '' : `iso_${randomBytes(3).toString('hex')}_`;
  let product: RunningStack | undefined;
  let productOptions: StackOptions | undefined;
  let redis: Redis;
  let nats: NatsConnection;
  let jsm: JetStreamManager;
  const before = {} as {
    redis: Record<string, string>;
    nats: Awaited<ReturnType<typeof natsState>>;
    ticker: { asOf: string; body: string };
  };
  const after = {} as typeof before;
  const exercised = {
    resetsAllowed: 0,
    loginsAllowed: 0,
    refreshJobs: 0,
    /** What the test stack's NATS server took meanwhile. */
    events: [] as { subject: string; id: string; text: string }[],
  };

  beforeAll(async () => {
    if (!productAlreadyRunning) {
      const logFile = join(repoRoot, '.run/isolation-product.log');
      productOptions = {
        ports: DEV_PORTS,
        databasePrefix: productDatabasePrefix,
        // The services' defaults: the product's `mc:` space.
        keyPrefix: null,
        // Its 5-minute refresh falls on the clock's 5-minute marks, one run in three inside the
        // watched window: once a day instead, so that every change to its queue would be the test's.
        env: { QUOTES_REFRESH_MS: String(86_400_000) },
        ...infrastructure,
        log: (name, line) => appendFileSync(logFile, `${name} ${line}\n`),
      };
      product = await startStack(productOptions);
    }
    redis = new Redis(infrastructure.redisUrl);
    nats = await connect({ servers: infrastructure.natsUrl });
    jsm = await jetstreamManager(nats);
    // The product has refreshed its quotes once and its bff has them: its queue, stream and tape exist.
    await poll('the product’s ticker', () => tickerOf(PRODUCT_BFF).catch(() => undefined), 60_000);
    // …and that refresh job is finished (BullMQ marks it done after the event went out).
    await poll('the product’s refresh job to finish', async () =>
      (await redis.llen(`${PRODUCT_KEYS}bull:delayed-quotes:active`)) === 0 ? true : undefined,
    );

    before.redis = await redisState(redis, PRODUCT_KEYS_EXERCISED);
    before.nats = await natsState(jsm);
    before.ticker = await tickerOf(PRODUCT_BFF);

    // The test run: an account and its event, rate limits from one client, and quotes refreshes.
    const testNats = await connect({ servers: E2E_NATS_URL });
    const testQueueEvents = `${E2E_KEY_PREFIX}bull:delayed-quotes:events`;
    try {
      const testJsm = await jetstreamManager(testNats);
      const fromSeq = (await testJsm.streams.info(EVENT_STREAM)).state.last_seq;
      const fromJob = (await redis.xrevrange(testQueueEvents, '+', '-', 'COUNT', 1))[0]?.[0] ?? '0-0';

      expect(await postFromClient('/auth/users/', account)).toBe(201);
      exercised.resetsAllowed = await untilThrottled('/auth/users/reset_password/', { email: account.email }, 300);
      exercised.loginsAllowed = await untilThrottled(
        '/auth/token/login/',
        { username: account.username, password: 'not-the-password' },
        300,
      );
      // The test stack's refresh job runs every 3 s (scripts/test.mjs), in its own queue.
      exercised.refreshJobs = await poll(
        'two refresh jobs done in the test stack’s queue',
        async () => {
          const done = await jobsCompletedAfter(redis, testQueueEvents, fromJob);
          return done >= 2 ? done : undefined;
        },
        30_000,
        250,
      );
      exercised.events = await poll(
        'the account’s event in the test stack',
        async () => {
          const events = await eventsAfter(testJsm, fromSeq);
          return events.some(({ subject, text }) => subject === Events.userRegistered.type && text.includes(account.username))
            ? events
            : undefined;
        },
        15_000,
        250,
      );
    } finally {
      await testNats.close();
    }

    after.redis = await redisState(redis, PRODUCT_KEYS_EXERCISED);
    after.nats = await natsState(jsm);
    after.ticker = await tickerOf(PRODUCT_BFF);
  }, 240_000);

  afterAll(async () => {
    redis?.disconnect();
    await nats?.close();
    await product?.stop();
    // Its databases only: the `mc:` keys and NATS streams are the product's, as `npm start` leaves them.
    if (productOptions)
      for (const spec of stackProcesses(productOptions))
        if (spec.env.DATABASE_URL) await dropDatabase(spec.env.DATABASE_URL).catch(() => undefined);
  }, 60_000);

  it('the test run hit its rate limits, refreshed its quotes and stored its account, in its own spaces', async () => {
    // e2e limits (scripts/test.mjs): 100 resets an hour and 100 logins a minute per account.
    // At least: a fixed window may roll over while the test counts.
    expect(exercised.resetsAllowed).toBeGreaterThanOrEqual(100);
    expect(exercised.loginsAllowed).toBeGreaterThanOrEqual(100);
    expect(exercised.refreshJobs).toBeGreaterThanOrEqual(2);
    expect(exercised.events.some(({ subject }) => subject === Events.userRegistered.type)).toBe(true);
    const throttles = await redis.keys(`${E2E_KEY_PREFIX}throttle:*${clientAddress}*`);
    expect(throttles.length).toBeGreaterThanOrEqual(2);
    expect((await redis.keys(`${E2E_KEY_PREFIX}bull:delayed-quotes:*`)).length).toBeGreaterThan(0);
    expect(await usersNamed(databaseUrl(E2E_DATABASE_PREFIX, 'identity'), account.username)).toBe(1);
  });

  it('no Redis key outside the test run’s prefix names its client address, account or email', async () => {
    for (const mark of marks) {
      const keys = await redis.keys(`*${mark}*`);
      expect(keys.filter((key) => !key.startsWith(E2E_KEY_PREFIX))).toEqual([]);
    }
  });

  /** The messages the product's streams took while the test run ran. */
  async function messagesAdded(): Promise<{ subject: string; text: string }[]> {
    const added: { subject: string; text: string }[] = [];
    for (const [stream, { lastSeq }] of Object.entries(after.nats))
      for (let seq = (before.nats[stream]?.lastSeq ?? 0) + 1; seq <= lastSeq; seq++) {
        const message = await jsm.streams.getMessage(stream, { seq }).catch(() => null);
        if (message) added.push({ subject: message.subject, text: eventText(message).text });
      }
    return added;
  }

  it('no event of the test run reached the product’s NATS server, and its ticker shows none of them', async () => {
    const eventMarks = [...marks, ...exercised.events.map(({ id }) => id)];
    for (const { text } of await messagesAdded()) for (const mark of eventMarks) expect(text).not.toContain(mark);
    // The quotes refreshes the test stack published (none when its provider had nothing newer).
    const testAsOfs = exercised.events
      .filter(({ subject }) => subject === Events.quotesRefreshed.type)
      .map(({ text }) => Date.parse((JSON.parse(text) as { data: { asOf: string } }).data.asOf));
    expect(testAsOfs).not.toContain(Date.parse(after.ticker.asOf));
  });

  it('the product’s identity database does not hold the test run’s account', async () => {
    expect(await usersNamed(databaseUrl(productDatabasePrefix, 'identity'), account.username)).toBe(0);
  });

  ownProductOnly('the product’s throttle counters, quotes queue, consumers, events and ticker are as before', async () => {
    expect(Object.keys(before.redis).some((key) => key.startsWith(`${PRODUCT_KEYS}bull:delayed-quotes:`))).toBe(true);
    expect(after.redis).toEqual(before.redis);
    // No consumer joined its streams (the server may drop a stopped client's ephemeral ones meanwhile).
    for (const [stream, { consumers }] of Object.entries(after.nats))
      expect(consumers.filter((name) => !before.nats[stream]?.consumers.includes(name))).toEqual([]);
    expect((await messagesAdded()).filter(({ subject }) => EVENTS_EXERCISED.includes(subject))).toEqual([]);
    expect(after.ticker).toEqual(before.ticker);
  });
});
