import { TICKER_SYMBOLS } from '@mc/proto/ticker-symbols';
import { priceAt } from './prices.js';
import { startMarketDataEmulator, type RunningMarketDataEmulator } from './server.js';

const API_KEY = 'int-spec-key';
const SEED = 5;
const CLOCK = Date.UTC(2025, 2, 4, 18, 40, 12);
const FIVE_MINUTES = 5 * 60_000;
const FIFTY_SYMBOLS = TICKER_SYMBOLS.slice(0, 50).map((entry) => entry.symbol);

let emulator: RunningMarketDataEmulator;

beforeAll(async () => {
  emulator = await startMarketDataEmulator({ port: 0, apiKey: API_KEY, seed: SEED });
});

afterAll(async () => {
  await emulator.close();
});

beforeEach(async () => {
  await control('/__control/reset');
});

function quotes(symbols: string, init: RequestInit = {}, path = '/api/v1/quoteDelayed'): Promise<Response> {
  return fetch(`${emulator.url}${path}?symbols=${symbols}`, {
    ...init,
    headers: { authorization: `token ${API_KEY}`, ...init.headers },
  });
}

async function quotesJson(symbols: string): Promise<Record<string, Record<string, unknown>>> {
  const response = await quotes(symbols);
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, Record<string, unknown>>;
}

async function control(path: string, body?: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(`${emulator.url}${path}`, {
    method: body === undefined && path.endsWith('stats') ? 'GET' : 'POST',
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

// The request under test travels on its own connection, so wait until the emulator has seen it.
async function waitForProviderRequests(url: string, count: number): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const state = (await (await fetch(`${url}/__control/stats`)).json()) as { requests: { total: number } };
    if (state.requests.total >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`the emulator never saw ${count} provider requests`);
}

describe('market-data emulator', () => {
  it('answers health checks without a key', async () => {
    const response = await fetch(`${emulator.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  describe('API key', () => {
    it('refuses a request without a key with a JSON 401', async () => {
      const response = await fetch(`${emulator.url}/api/v1/quoteDelayed?symbols=AAPL`);
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ type: 'authentication_error' });
    });

    it('refuses a wrong key in either place', async () => {
      expect((await quotes('AAPL', { headers: { authorization: 'token nope' } })).status).toBe(401);
      const inQuery = await fetch(`${emulator.url}/api/v1/quoteDelayed?symbols=AAPL&token=nope`);
      expect(inQuery.status).toBe(401);
    });

    it('accepts the key as an Authorization token or as the token query parameter', async () => {
      expect((await quotes('AAPL')).status).toBe(200);
      const inQuery = await fetch(`${emulator.url}/api/v1/quoteDelayed?symbols=AAPL&token=${API_KEY}`);
      expect(inQuery.status).toBe(200);
    });
  });

  describe('GET /api/v1/quoteDelayed', () => {
    it('quotes up to 50 symbols in one request', async () => {
      const answer = await quotesJson(FIFTY_SYMBOLS.join(','));
      expect(Object.keys(answer).sort()).toEqual([...FIFTY_SYMBOLS].sort());
    });

    it('refuses 51 symbols with a JSON 400 naming the parameter', async () => {
      const fiftyOne = TICKER_SYMBOLS.slice(0, 51).map((entry) => entry.symbol);
      const response = await quotes(fiftyOne.join(','));
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ type: 'invalid_request_error', params: ['symbols'] });
    });

    it('refuses a request without symbols', async () => {
      const response = await fetch(`${emulator.url}/api/v1/quoteDelayed?token=${API_KEY}`);
      expect(response.status).toBe(400);
    });

    it('leaves unknown symbols out and reads symbols case-insensitively', async () => {
      const answer = await quotesJson('aapl,NOSUCH,spy');
      expect(Object.keys(answer)).toEqual(['AAPL', 'SPY']);
    });

    it('answers shape A by default: quotes keyed by symbol, numbers as strings, priced by the model', async () => {
      await control('/__control/clock', { nowMs: CLOCK });
      const { AAPL } = await quotesJson('AAPL');
      expect(AAPL).toMatchObject({
        symbol: 'AAPL',
        name: 'Apple Inc.',
        lastTradePrice: priceAt('AAPL', CLOCK, SEED).toFixed(2),
        lastTradeTime: CLOCK,
      });
      for (const field of ['lastTradePrice', 'change', 'changePercent', 'previousClosePrice', 'volume']) {
        expect(typeof AAPL[field]).toBe('string');
      }
    });

    it('answers the same way under /api/v2/quoteDelayed', async () => {
      await control('/__control/clock', { nowMs: CLOCK });
      const v1 = await (await quotes('MSFT')).json();
      const v2 = await (await quotes('MSFT', {}, '/api/v2/quoteDelayed')).json();
      expect(v2).toEqual(v1);
    });
  });

  describe('control modes', () => {
    it('shapeB: answers a quotes array of security and quote pairs', async () => {
      await control('/__control/clock', { nowMs: CLOCK });
      await control('/__control/mode', { mode: 'shapeB' });
      const answer = (await (await quotes('TSLA,AAPL')).json()) as {
        quotes: { security: { symbol: string }; quote: { last: string; date: string } }[];
      };
      expect(answer.quotes.map((entry) => entry.security.symbol)).toEqual(['TSLA', 'AAPL']);
      expect(answer.quotes[0].quote.last).toBe(priceAt('TSLA', CLOCK, SEED).toFixed(2));
      expect(answer.quotes[0].quote.date).toBe(new Date(CLOCK).toISOString());
    });

    it('fail: answers 503 with a JSON error until set back to normal', async () => {
      await control('/__control/mode', { mode: 'fail' });
      const failed = await quotes('AAPL');
      expect(failed.status).toBe(503);
      expect(await failed.json()).toMatchObject({ type: 'server_error' });
      await control('/__control/mode', { mode: 'normal' });
      expect((await quotes('AAPL')).status).toBe(200);
    });

    it('garbage: answers 200 with HTML, then cut-off JSON, then JSON of the wrong shape', async () => {
      await control('/__control/mode', { mode: 'garbage' });
      const bodies: string[] = [];
      for (let i = 0; i < 3; i++) {
        const response = await quotes('AAPL');
        expect(response.status).toBe(200);
        bodies.push(await response.text());
      }
      expect(() => JSON.parse(bodies[0])).toThrow();
      expect(() => JSON.parse(bodies[1])).toThrow();
      const wrongShape = JSON.parse(bodies[2]) as Record<string, unknown>;
      expect(Array.isArray(wrongShape.quotes)).toBe(false);
      expect(wrongShape.AAPL).toBeUndefined();
    });

    it('slow: holds the answer back for delayMs', async () => {
      await control('/__control/mode', { mode: 'slow', delayMs: 60_000 });
      await expect(quotes('AAPL', { signal: AbortSignal.timeout(300) })).rejects.toThrow();
      await control('/__control/mode', { mode: 'slow', delayMs: 20 });
      const late = await quotes('AAPL');
      expect(late.status).toBe(200);
      expect(Object.keys((await late.json()) as object)).toEqual(['AAPL']);
    });

    it('refuses an unknown mode or a bad delay', async () => {
      const badMode = await fetch(`${emulator.url}/__control/mode`, {
        method: 'POST',
        body: '{"mode":"sideways"}',
      });
      expect(badMode.status).toBe(400);
      const badDelay = await fetch(`${emulator.url}/__control/mode`, {
        method: 'POST',
        body: '{"mode":"slow","delayMs":-5}',
      });
      expect(badDelay.status).toBe(400);
      const notJson = await fetch(`${emulator.url}/__control/mode`, { method: 'POST', body: 'slow please' });
      expect(notJson.status).toBe(400);
    });
  });

  describe('clock', () => {
    it('repeats the same quotes while the clock stands still', async () => {
      await control('/__control/clock', { nowMs: CLOCK });
      const first = await quotesJson(FIFTY_SYMBOLS.join(','));
      expect(await quotesJson(FIFTY_SYMBOLS.join(','))).toEqual(first);
    });

    it('moves prices when advanced by five minutes', async () => {
      await control('/__control/clock', { nowMs: CLOCK });
      const before = await quotesJson(FIFTY_SYMBOLS.join(','));
      const state = await control('/__control/clock', { advanceMs: FIVE_MINUTES });
      expect(state).toMatchObject({ clock: 'fixed', nowMs: CLOCK + FIVE_MINUTES });
      const after = await quotesJson(FIFTY_SYMBOLS.join(','));
      expect(after.AAPL.lastTradeTime).toBe(CLOCK + FIVE_MINUTES);
      const moved = FIFTY_SYMBOLS.filter((symbol) => after[symbol].lastTradePrice !== before[symbol].lastTradePrice);
      expect(moved.length).toBeGreaterThan(25);
    });

    it('goes back to the real clock', async () => {
      await control('/__control/clock', { nowMs: CLOCK });
      await control('/__control/clock', { real: true });
      const before = Date.now();
      const { AAPL } = await quotesJson('AAPL');
      const after = Date.now();
      expect(AAPL.lastTradeTime).toBeGreaterThanOrEqual(before);
      expect(AAPL.lastTradeTime).toBeLessThanOrEqual(after);
    });

    it('refuses a clock change that is not exactly one of nowMs, advanceMs or real', async () => {
      const both = await fetch(`${emulator.url}/__control/clock`, {
        method: 'POST',
        body: JSON.stringify({ nowMs: CLOCK, advanceMs: 1 }),
      });
      expect(both.status).toBe(400);
      const text = await fetch(`${emulator.url}/__control/clock`, {
        method: 'POST',
        body: '{"nowMs":"soon"}',
      });
      expect(text.status).toBe(400);
    });
  });

  describe('stats', () => {
    it('counts provider requests by path, including refused ones, and not control calls', async () => {
      await quotes('AAPL');
      await quotes('AAPL', {}, '/api/v2/quoteDelayed');
      await fetch(`${emulator.url}/api/v1/quoteDelayed?symbols=AAPL`);
      await fetch(`${emulator.url}/healthz`);
      const { requests } = await control('/__control/stats');
      expect(requests).toEqual({
        total: 3,
        unauthorized: 1,
        byPath: { '/api/v1/quoteDelayed': 2, '/api/v2/quoteDelayed': 1 },
      });
    });

    it('starts again from zero after a reset, with normal mode and the real clock', async () => {
      await control('/__control/mode', { mode: 'fail' });
      await control('/__control/clock', { nowMs: CLOCK });
      await quotes('AAPL');
      const state = await control('/__control/reset');
      expect(state).toMatchObject({
        mode: 'normal',
        clock: 'real',
        requests: { total: 0, unauthorized: 0, byPath: {} },
      });
    });
  });

  it('answers unknown paths with 404 and wrong methods with 405', async () => {
    expect((await fetch(`${emulator.url}/api/v2.1/calendar/ratings`)).status).toBe(404);
    const wrongMethod = await fetch(`${emulator.url}/healthz`, { method: 'DELETE' });
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('allow')).toBe('GET');
  });

  it('gives the same market to two emulators with the same seed, and another with another seed', async () => {
    const twin = await startMarketDataEmulator({ port: 0, apiKey: API_KEY, seed: SEED });
    const stranger = await startMarketDataEmulator({ port: 0, apiKey: API_KEY, seed: SEED + 1 });
    try {
      const fetchAt = async (url: string) => {
        await fetch(`${url}/__control/clock`, { method: 'POST', body: JSON.stringify({ nowMs: CLOCK }) });
        const response = await fetch(`${url}/api/v1/quoteDelayed?symbols=AAPL,TSLA,C&token=${API_KEY}`);
        return response.json();
      };
      const mine = await fetchAt(emulator.url);
      expect(await fetchAt(twin.url)).toEqual(mine);
      expect(await fetchAt(stranger.url)).not.toEqual(mine);
    } finally {
      await Promise.all([twin.close(), stranger.close()]);
    }
  });

  it('closes promptly even while a slow answer is pending', async () => {
    const other = await startMarketDataEmulator({ port: 0, apiKey: API_KEY });
    await fetch(`${other.url}/__control/mode`, { method: 'POST', body: '{"mode":"slow","delayMs":600000}' });
    const pending = fetch(`${other.url}/api/v1/quoteDelayed?symbols=AAPL&token=${API_KEY}`);
    pending.catch(() => undefined);
    await waitForProviderRequests(other.url, 1);
    await other.close();
    await expect(pending).rejects.toThrow();
  });
});
