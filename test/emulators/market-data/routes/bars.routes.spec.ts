import { CalendarBook } from '../calendar/calendar-book.js';
import { CalendarSwitches } from '../calendar/calendar-switches.js';
import { EmulatorControl } from '../control.js';
import { priceAt } from '../prices.js';
import type { EmulatorAnswer, RouteContext } from '../route.js';
import { barsRoutes } from './bars.routes.js';

const SEED = 42;
const NOW = Date.parse('2026-11-25T19:00:00Z');
const SLOW_MS = 120_000;

function context(): RouteContext {
  const control = new EmulatorControl(() => NOW);
  return { control, seed: SEED, calendar: new CalendarBook(SEED), calendarSwitches: new CalendarSwitches() };
}

async function get(query: string): Promise<{ status: number; body: unknown }> {
  const request = {
    method: 'GET',
    url: new URL(`http://emulator/api/v2/bars?${query}`),
    headers: {},
    readJson: () => Promise.resolve(undefined),
  };
  const answer: EmulatorAnswer = await barsRoutes[0].handle(request, context(), new AbortController().signal);
  return { status: answer.status, body: JSON.parse(answer.body) };
}

describe('GET /api/v2/bars', () => {
  it(
    'answers each known symbol with its candles in the range, Benzinga-shaped',
    async () => {
      const { status, body } = await get('symbols=aapl,NOPE,SPY&from=2026-11-20&to=2026-11-25&interval=1D');
      expect(status).toBe(200);
      const answer = body as { symbol: string; candles: Record<string, unknown>[] }[];
      expect(answer.map((entry) => entry.symbol)).toEqual(['AAPL', 'SPY']);
      expect(answer[0].candles.map((candle) => candle.dateTime)).toEqual([
        '2026-11-20T16:00:00.000-05:00',
        '2026-11-23T16:00:00.000-05:00',
        '2026-11-24T16:00:00.000-05:00',
        '2026-11-25T16:00:00.000-05:00',
      ]);
      const last = answer[0].candles.at(-1)!;
      expect(last.time).toBe(String(Date.parse('2026-11-25T21:00:00Z')));
      expect(last.close).toBe(priceAt('AAPL', NOW, SEED));
      for (const field of ['open', 'high', 'low', 'close', 'volume']) expect(typeof last[field]).toBe('number');
    },
    SLOW_MS,
  );

  it.each([
    ['from=2026-11-20&to=2026-11-25', 'symbols'],
    [`symbols=${Array.from({ length: 51 }, (_, i) => `S${i}`).join(',')}&from=2026-11-20&to=2026-11-25`, 'symbols'],
    ['symbols=AAPL&to=2026-11-25', 'from'],
    ['symbols=AAPL&from=2026-02-30&to=2026-11-25', 'from'],
    ['symbols=AAPL&from=2026-11-20&to=11/25/2026', 'to'],
    ['symbols=AAPL&from=2026-11-25&to=2026-11-20', 'to'],
    ['symbols=AAPL&from=2026-11-20&to=2026-11-25&interval=5M', 'interval'],
  ])('refuses %s with a 400 naming %s', async (query, param) => {
    const { status, body } = await get(query);
    expect(status).toBe(400);
    expect(body).toEqual({ type: 'invalid_request_error', message: expect.any(String), params: [param] });
  });
});
