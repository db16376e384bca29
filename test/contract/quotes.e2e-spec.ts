import { randomBytes } from 'node:crypto';
import { INDEX_SYMBOLS, TICKER_SYMBOLS } from '@mc/proto/ticker-symbols';
import { poll, startPrivateNats } from '@mc/runtime/testing';
import { api, bffUrl, type ApiAnswer } from '../support/api.js';
import {
  removeStackData,
  startProcess,
  stackProcesses,
  TEST_PORTS,
  type RunningProcess,
  type StackOptions,
} from '../../scripts/stack.mjs';

interface TapeEntry {
  symbol: string;
  name: string;
  last: number;
  change: number;
  change_percent: number;
}

const PATH = '/api/benzingadelayedquotes/';
const TAPE_ORDER = [...INDEX_SYMBOLS, ...TICKER_SYMBOLS].map((listing) => listing.symbol);

/** Asks until the answer is a 200: right after start-up, the first refresh may still be under way. */
const tapeWhenReady = (url: string) =>
  poll(
    `the tape at ${url}`,
    async () => {
      const response = await fetch(url);
      if (response.status !== 200) return undefined;
      return { status: response.status, body: (await response.json()) as TapeEntry[], headers: response.headers };
    },
    30_000,
    250,
  );

describe(`GET ${PATH} (spec §7: the ticker tape's delayed quotes)`, () => {
  let answer: ApiAnswer<TapeEntry[]>;

  beforeAll(async () => {
    answer = await tapeWhenReady(`${bffUrl()}${PATH}`);
  }, 40_000);

  it('answers a list of quotes with the spec’s fields: symbol, name, last, change, change_percent', () => {
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(answer.body.length).toBeGreaterThan(0);
    for (const entry of answer.body) {
      expect(Object.keys(entry).sort()).toEqual(['change', 'change_percent', 'last', 'name', 'symbol']);
      expect(entry).toEqual({
        symbol: expect.stringMatching(/^[A-Z.]+$/),
        name: expect.any(String),
        last: expect.any(Number),
        change: expect.any(Number),
        change_percent: expect.any(Number),
      });
      expect(entry.last).toBeGreaterThan(0);
    }
  });

  it('lists only the tape’s symbols, each once, the index trackers first and then the fixed ranking', () => {
    const symbols = answer.body.map((entry) => entry.symbol);
    expect(new Set(symbols).size).toBe(symbols.length);
    expect(symbols.every((symbol) => TAPE_ORDER.includes(symbol))).toBe(true);
    const positions = symbols.map((symbol) => TAPE_ORDER.indexOf(symbol));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    // The emulator quotes every listed symbol.
    expect(symbols).toEqual(TAPE_ORDER);
    expect(symbols.slice(0, 6)).toEqual(['SPY', 'DIA', 'QQQ', 'TSLA', 'AAPL', 'C']);
  });

  it('says how long it may be cached and when the quotes were refreshed', () => {
    expect(answer.headers.get('cache-control')).toBe('public, max-age=30');
    const asOf = Date.parse(answer.headers.get('x-quotes-as-of') ?? '');
    expect(Number.isNaN(asOf)).toBe(false);
    expect(asOf).toBeLessThanOrEqual(Date.now());
  });

  it('answers the path with or without its trailing slash, and ignores a query string', async () => {
    for (const path of ['/api/benzingadelayedquotes', `${PATH}?symbols=AAPL`]) {
      const other = await api<TapeEntry[]>('GET', path);
      expect(other.status).toBe(200);
      expect(other.body.map((entry) => entry.symbol)).toEqual(answer.body.map((entry) => entry.symbol));
    }
  });

  it('refuses other methods with 405 in DRF’s shape', async () => {
    const refused = await api('POST', PATH, { body: {} });
    expect(refused.status).toBe(405);
    expect(refused.body).toEqual({ detail: 'Method "POST" not allowed.' });
  });
});

/**
 * A bff of its own that starts before quotes, on a NATS server of its own: it answers 503 until
 * the first quotes arrive, then the tape, without a restart.
 */
describe(`GET ${PATH} while quotes is not there yet`, () => {
  const ports = { ...TEST_PORTS, bff: 28180, bffMetrics: 29180, quotes: 28183, marketData: 28112 };
  const run = `${process.env.E2E_DATABASE_PREFIX ?? 'e2e_'}late${randomBytes(2).toString('hex')}`;
  let nats: Awaited<ReturnType<typeof startPrivateNats>>;
  let options: StackOptions;
  const running: RunningProcess[] = [];
  const url = `http://127.0.0.1:${ports.bff}${PATH}`;

  beforeAll(async () => {
    nats = await startPrivateNats(24225);
    options = {
      ports,
      databasePrefix: `${run}_`,
      keyPrefix: `${run}:`,
      postgresUrl: process.env.POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres',
      natsUrl: nats.url,
      redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      log: () => undefined,
    };
  });

  afterAll(async () => {
    for (const process of running.reverse()) await process.stop();
    await nats?.stop();
    await removeStackData(options);
  }, 30_000);

  it('answers 503 with a clear detail, then the tape once quotes has refreshed', async () => {
    const specs = stackProcesses(options);
    const start = async (name: string) =>
      running.push(
        await startProcess(
          specs.find((spec) => spec.name === name)!,
          () => undefined,
        ),
      );

    await start('bff');
    const early = await fetch(url);
    expect(early.status).toBe(503);
    expect(await early.json()).toEqual({ detail: 'Service temporarily unavailable.' });

    await start('market-data');
    await start('quotes');
    const later = await tapeWhenReady(url);
    expect(later.status).toBe(200);
    expect(later.body.map((entry) => entry.symbol)).toEqual(TAPE_ORDER);
  }, 90_000);
});
