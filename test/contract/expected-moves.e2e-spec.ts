import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ReactionHistory } from '@mc/api';
import type { CalendarPage, CalendarRow, CalendarRowOf } from '@mc/api/calendars';
import {
  addDays,
  addMonths,
  dayIn,
  EXCHANGE_TIME_ZONE,
  nextTradingDay,
  previousTradingDay,
  tradingDayOnOrAfter,
  tradingDayOnOrBefore,
  type Day,
} from '@mc/market-time';
import { INDEX_SYMBOLS, TICKER_SYMBOLS } from '@mc/proto/ticker-symbols';
import { poll } from '@mc/runtime/testing';
import { api, signedInAccount } from '../support/api.js';
import { subscriberToken } from '../support/subscriber.js';

// issue 23 §3: the calendars' expected moves against a recomputation from the market-data emulator's own
// bars, as a reader could do it by hand: the close before each past report to the close after it.

const marketDataUrl = () => process.env.E2E_MARKET_DATA_URL ?? 'http://127.0.0.1:22112';
/** The stack's emulator key (scripts/stack.mjs) and the months of bars a test stack keeps (DAILY_BARS_HISTORY_MONTHS). */
const MARKET_DATA_KEY = 'local-development-market-data-key';
const STACK_HISTORY_MONTHS = 13;

type Earnings = CalendarRowOf<'earnings'>;
interface Candle {
  dateTime: string;
  open: number;
  close: number;
}

/** Every word of the product's content files: a ticker named there is quoted, and kept, for content's sake. */
function contentWords(): Set<string> {
  const root = fileURLToPath(new URL('../../content', import.meta.url));
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.md'));
  return new Set(files.flatMap((file) => readFileSync(join(root, file), 'utf8').match(/[A-Z][A-Z.-]{0,7}/g) ?? []));
}

const calendar = (type: string, params: Record<string, string>, token?: string) =>
  api<CalendarPage>('GET', `/api/calendars/${type}/?${new URLSearchParams({ page_size: '500', ...params })}`, { token });

async function emulatorBars(ticker: string, from: Day, to: Day): Promise<Map<Day, Candle>> {
  const url = `${marketDataUrl()}/api/v2/bars?${new URLSearchParams({ symbols: ticker, from, to, interval: '1D' })}`;
  const response = await fetch(url, { headers: { authorization: `token ${MARKET_DATA_KEY}` } });
  expect(response.status).toBe(200);
  const [series] = (await response.json()) as { candles: Candle[] }[];
  return new Map(series.candles.map((candle) => [candle.dateTime.slice(0, 10), candle]));
}

/** The percent move between two closes, or null when either is missing. */
function move(bars: Map<Day, Candle>, before: Day, after: Day): number | null {
  const first = bars.get(before);
  const last = bars.get(after);
  return first && last ? (last.close / first.close - 1) * 100 : null;
}

/** The move after one report, by its session; an unknown one keeps the wider of the two windows. */
function reactionOf(report: Earnings, bars: Map<Day, Candle>): number | null {
  const day = report.date_et;
  const sameDay = tradingDayOnOrAfter(day);
  const early = move(bars, previousTradingDay(sameDay), sameDay);
  const lastBefore = tradingDayOnOrBefore(day);
  const late = move(bars, lastBefore, nextTradingDay(lastBefore));
  if (report.session === 'before_open' || report.session === 'during_market') return early;
  if (report.session === 'after_close') return late;
  if (early === null || late === null) return null;
  return Math.abs(late) > Math.abs(early) ? late : early;
}

describe('expected moves (issue 23)', () => {
  let subscriber: string;
  let today: Day;
  let withMoves: Earnings[];

  beforeAll(async () => {
    today = dayIn(new Date(), EXCHANGE_TIME_ZONE);
    subscriber = await subscriberToken(async (token) => (await calendar('earnings', {}, token)).body.access === 'full');
    // quotes backfills its bars at start-up; catalysts measures the reactions from them soon after.
    withMoves = await poll(
      'five companies with an expected move in the coming month',
      async () => {
        const { body } = await calendar(
          'earnings',
          { date_from: today, date_to: addDays(today, 30), ordering: '-expected_move' },
          subscriber,
        );
        const rows = body.results.filter((row): row is Earnings => row.type === 'earnings' && row.expected_move !== null);
        const tickers = new Set(rows.map((row) => row.ticker));
        return tickers.size >= 5 ? rows : undefined;
      },
      150_000,
      1_000,
    );
  }, 240_000);

  /** An expected move of the company against the average of its last reports' moves in the emulator's own bars. */
  async function expectRecomputed(ticker: string, expectedMove: Earnings['expected_move']) {
    const closed = tradingDayOnOrBefore(addDays(today, -1));
    const firstBar = addMonths(closed, -STACK_HISTORY_MONTHS);
    const reports = [
      ...(
        await calendar(
          'earnings',
          { tickers: ticker, date_from: addDays(firstBar, -7), date_to: addDays(firstBar, 300) },
          subscriber,
        )
      ).body.results,
      ...(await calendar('earnings', { tickers: ticker, date_from: addDays(firstBar, 301), date_to: closed }, subscriber)).body
        .results,
    ].filter((report): report is Earnings => report.type === 'earnings' && report.details?.eps !== null);
    const bars = await emulatorBars(ticker, addDays(firstBar, -7), today);
    // Only the reactions the stack's bars cover: both closes on or after the first stored bar, before today.
    const moves = reports
      .map((report) => ({ date: report.date_et, move: reactionOf(report, barsFrom(bars, firstBar, closed)) }))
      .filter((reaction): reaction is { date: Day; move: number } => reaction.move !== null)
      .sort((a, b) => b.date.localeCompare(a.date))
      .slice(0, 8);
    expect(moves.length).toBeGreaterThanOrEqual(4);
    const expected = moves.reduce((sum, reaction) => sum + Math.abs(reaction.move), 0) / moves.length;
    // Bars are built back from the quote at the clock, so cents round differently from one moment to the next.
    expect(expectedMove).toMatchObject({ basis: 'avg_abs_last_8', samples: moves.length });
    expect(Math.abs(expectedMove!.percent - expected)).toBeLessThanOrEqual(0.15);
  }

  it('gives each company’s earnings rows the average absolute move of its last reports, as the emulator’s bars show it', async () => {
    const companies = [...new Map(withMoves.map((row) => [row.ticker!, row])).values()].slice(0, 5);
    for (const row of companies) await expectRecomputed(row.ticker!, row.expected_move);
  });

  it('gives a company neither the tape nor content names its expected move: quotes keeps the bars of the calendars’ companies', async () => {
    const quoted = new Set([...INDEX_SYMBOLS, ...TICKER_SYMBOLS].map((listing) => listing.symbol));
    const named = contentWords();
    const { body: month } = await calendar('earnings', { date_from: today, date_to: addDays(today, 30) }, subscriber);
    const candidates = [
      ...new Set(month.results.map((row) => row.ticker).filter((ticker): ticker is string => ticker !== null)),
    ].filter((ticker) => !quoted.has(ticker) && !named.has(ticker));
    // The reactions answer is not cached: it shows the move as soon as catalysts has it (the bff's calendar
    // answers keep the rows they read before these companies' bars came for up to 5 minutes, ANSWER_TTL_MS).
    const outside = await poll(
      'a company outside the tape and content with an expected move in the coming month',
      async () => {
        for (const candidate of candidates) {
          const { body } = await api<ReactionHistory>('GET', `/api/companies/${candidate}/reactions/?type=earnings`, {
            token: subscriber,
          });
          if (body.expected_move) return body;
        }
        return undefined;
      },
      150_000,
      2_000,
    );
    await expectRecomputed(outside.ticker, outside.expected_move);
  }, 180_000);

  it('orders the calendar by expected move, companies without one last', async () => {
    const { body } = await calendar(
      'earnings',
      { date_from: today, date_to: addDays(today, 30), ordering: '-expected_move' },
      subscriber,
    );
    const percents = body.results.map((row: CalendarRow) => row.expected_move?.percent ?? null);
    const known = percents.filter((percent): percent is number => percent !== null);
    expect(known).toEqual([...known].sort((a, b) => b - a));
    expect(percents.slice(known.length).every((percent) => percent === null)).toBe(true);
  });

  it('answers a subscriber the history of a company’s reactions, with its summary', async () => {
    const ticker = withMoves[0].ticker!;
    const { status, body } = await api<ReactionHistory>('GET', `/api/companies/${ticker}/reactions/?type=earnings`, {
      token: subscriber,
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ ticker, type: 'earnings', expected_move: withMoves[0].expected_move });
    expect(body.reactions.length).toBe(withMoves[0].expected_move!.samples);
    const moves = body.reactions.map((reaction) => reaction.move_percent);
    expect(body.up_count).toBe(moves.filter((value) => value > 0).length);
    expect(Math.abs(body.largest_move!)).toBe(Math.max(...moves.map(Math.abs)));
    const dates = body.reactions.map((reaction) => reaction.date);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const reaction of body.reactions) expect(reaction.after_day > reaction.before_day).toBe(true);
  });

  it('refuses a bad type, an unknown company, a visitor and a reader without a subscription', async () => {
    const bad = await api('GET', '/api/companies/AAPL/reactions/?type=ipo', { token: subscriber });
    expect(bad).toMatchObject({
      status: 400,
      body: { type: ['Select a valid choice. ipo is not one of the available choices.'] },
    });
    const missing = await api('GET', '/api/companies/AAPL/reactions/', { token: subscriber });
    expect(missing).toMatchObject({ status: 400, body: { type: ['This field is required.'] } });
    const unknown = await api('GET', '/api/companies/ZZZZQ/reactions/?type=earnings', { token: subscriber });
    expect(unknown).toMatchObject({ status: 404, body: { detail: 'Not found.' } });
    expect((await api('GET', '/api/companies/AAPL/reactions/?type=earnings')).status).toBe(401);
    const { token } = await signedInAccount();
    expect((await api('GET', '/api/companies/AAPL/reactions/?type=fda', { token })).status).toBe(403);
  });
});

/** The bars a test stack's quotes keeps: from its first stored day to the last closed session. */
function barsFrom(bars: Map<Day, Candle>, from: Day, to: Day): Map<Day, Candle> {
  return new Map([...bars].filter(([day]) => day >= from && day <= to));
}
