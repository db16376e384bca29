import { create, type MessageInitShape } from '@bufbuild/protobuf';
import { timestampDate, timestampFromDate } from '@bufbuild/protobuf/wkt';
import { CalendarChangedSchema, CatalystSchema, CatalystsService, WatchlistSchema, type Catalyst } from '@mc/proto';
import ICAL from 'ical.js';
import type { ServiceClients } from '../../clients/service-clients.js';
import type { BffEnv } from '../../config/env.js';
import { FeedBuilder } from './feed-builder.js';
import { FeedRowVersions } from './feed-row-versions.js';
import { RenderedEvents } from './rendered-events.js';

const at = (iso: string) => timestampFromDate(new Date(iso));
const catalyst = (id: string, changes: Omit<MessageInitShape<typeof CatalystSchema>, '$typeName'> = {}) =>
  create(CatalystSchema, {
    id,
    type: 'earnings',
    tickers: ['AAPL'],
    company: 'Apple Inc.',
    title: 'Q1 2027 earnings',
    date: '2027-01-28',
    time: '16:30:00',
    startsAt: at('2027-01-28T21:30:00Z'),
    session: 'after_close',
    dateStatus: 'confirmed',
    datePrecision: 'day',
    revision: 1,
    firstSeenAt: at('2026-10-01T00:00:00Z'),
    updatedAt: at('2026-11-20T10:00:00Z'),
    details: { case: 'earnings', value: { epsEst: 2.35 } },
    ...changes,
  });

interface SymbolsQuery {
  watchlistTickers: string[];
  watchlistMacro: boolean;
}

/** How the builder asked for a list's symbols: their versions, or their rows whole. */
interface AskedSymbols extends SymbolsQuery {
  via: 'versions' | 'rows';
}

/**
 * The catalysts service as the builder sees it: the stored rows; each query for symbols (versions or
 * whole rows), and the ids each query by id asked for.
 */
function catalystsHolding(rows: Catalyst[]) {
  const asked: string[][] = [];
  const symbolsAsked: AskedSymbols[] = [];
  const ofSymbols = ({ watchlistTickers, watchlistMacro }: SymbolsQuery) =>
    rows.filter(({ tickers }) => (tickers.length ? tickers.some((ticker) => watchlistTickers.includes(ticker)) : watchlistMacro));
  const success = (value: unknown) => ({ outcome: { case: 'success', value } });
  const call = async (method: unknown, input: SymbolsQuery & { ids?: string[]; query?: SymbolsQuery }) => {
    if (method === CatalystsService.method.listCatalystVersions) {
      const { watchlistTickers, watchlistMacro } = input.query!;
      symbolsAsked.push({ via: 'versions', watchlistTickers, watchlistMacro });
      const versions = ofSymbols(input.query!).map(({ id, updatedAt, tickers }) => ({ id, updatedAt, tickers }));
      return success({ count: versions.length, versions });
    }
    if (input.ids?.length) {
      asked.push(input.ids);
      const catalysts = rows.filter(({ id }) => input.ids!.includes(id));
      return success({ count: catalysts.length, catalysts });
    }
    symbolsAsked.push({ via: 'rows', watchlistTickers: input.watchlistTickers, watchlistMacro: input.watchlistMacro });
    const catalysts = ofSymbols(input);
    return success({ count: catalysts.length, catalysts });
  };
  return { services: { catalysts: { call } } as unknown as ServiceClients, asked, symbolsAsked };
}

const list = create(WatchlistSchema, {
  id: 7,
  name: 'Megacaps',
  tickers: ['AAPL', 'MSFT'],
  updatedAt: at('2026-11-01T00:00:00Z'),
});
const owner = { timeZone: 'America/New_York' };
const now = new Date('2026-11-27T15:00:00Z');
const env = { SITE_URL: 'https://mc.example' } as BffEnv;

const parsed = (body: Buffer) => {
  const component = new ICAL.Component(ICAL.parse(body.toString()));
  return { component, events: component.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent)) };
};

describe('FeedBuilder', () => {
  it('writes the calendar in the versions’ order, with the exchange’s VTIMEZONE, and when it last changed', async () => {
    const rows = [
      catalyst('earnings-1'),
      catalyst('dividend-2', { type: 'dividend', time: undefined, startsAt: undefined }),
      catalyst('earnings-3', { tickers: ['NVDA'] }),
    ];
    const { services } = catalystsHolding(rows);
    const built = await new FeedBuilder(services, new RenderedEvents(), new FeedRowVersions(), env).build(list, now, owner);
    const { component, events } = parsed(built.body);
    expect(component.getFirstPropertyValue('x-wr-calname')).toBe('Megacaps');
    expect(component.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe('America/New_York');
    // NVDA is not on the list.
    expect(events.map((event) => event.uid)).toEqual(['earnings-1@mc.example', 'dividend-2@mc.example']);
    expect(built.lastModified).toEqual(timestampDate(rows[0].updatedAt!));
  });

  it('renders each catalyst version once per zone: a rebuild asks only for the changed catalysts', async () => {
    const rows = [catalyst('earnings-1'), catalyst('earnings-2', { tickers: ['MSFT'] })];
    const { services, asked } = catalystsHolding(rows);
    const builder = new FeedBuilder(services, new RenderedEvents(), new FeedRowVersions(), env);
    const first = await builder.build(list, now, owner);
    expect(asked).toEqual([['earnings-1', 'earnings-2']]);

    const renamed = await builder.build({ ...list, name: 'Renamed' }, now, owner);
    expect(asked).toHaveLength(1);
    expect(parsed(renamed.body).events.map((event) => event.uid)).toEqual(parsed(first.body).events.map((event) => event.uid));

    rows[1] = catalyst('earnings-2', {
      tickers: ['MSFT'],
      date: '2027-01-29',
      revision: 2,
      updatedAt: at('2026-11-26T08:00:00Z'),
    });
    const moved = await builder.build(list, now, owner);
    expect(asked).toEqual([['earnings-1', 'earnings-2'], ['earnings-2']]);
    expect(parsed(moved.body).events[1].sequence).toBe(2);
    expect(moved.lastModified).toEqual(new Date('2026-11-26T08:00:00Z'));

    await builder.build(list, now, { timeZone: 'Asia/Tokyo' });
    expect(asked.at(-1)).toEqual(['earnings-1', 'earnings-2']);
  });

  describe('with the symbols’ versions kept (the events followed)', () => {
    const macro = catalyst('economic-9', { type: 'economic', tickers: [], company: undefined, title: 'CPI YoY (Nov)' });
    const rows = () => [
      macro,
      catalyst('earnings-1'),
      catalyst('earnings-2', { tickers: ['MSFT'] }),
      catalyst('earnings-3', { tickers: ['NVDA'] }),
    ];
    const uids = (built: { body: Buffer }) => parsed(built.body).events.map((event) => event.uid.replace('@mc.example', ''));

    it('asks only for the symbols a list adds, whole when they are few, and the macro rows once', async () => {
      const { services, symbolsAsked, asked } = catalystsHolding(rows());
      const kept = new FeedRowVersions();
      kept.resume();
      const builder = new FeedBuilder(services, new RenderedEvents(), kept, env);
      expect(uids(await builder.build(list, now, owner))).toEqual(['economic-9', 'earnings-1', 'earnings-2']);
      expect(symbolsAsked).toEqual([{ via: 'versions', watchlistTickers: ['AAPL', 'MSFT'], watchlistMacro: true }]);
      expect(asked).toEqual([['economic-9', 'earnings-1', 'earnings-2']]);

      // NVDA swapped in: its rows in one query, rendered from it; nothing asked by id.
      const swapped = await builder.build({ ...list, tickers: ['AAPL', 'NVDA'] }, now, owner);
      expect(uids(swapped)).toEqual(['economic-9', 'earnings-1', 'earnings-3']);
      expect(symbolsAsked.at(-1)).toEqual({ via: 'rows', watchlistTickers: ['NVDA'], watchlistMacro: false });
      expect(asked).toHaveLength(1);
      await builder.build({ ...list, tickers: ['NVDA', 'MSFT'] }, now, owner);
      expect(symbolsAsked).toHaveLength(2);
    });

    it('asks again for a symbol a change names, for the macro rows after a release changed, and for all after an undescribed change', async () => {
      const stored = rows();
      const { services, symbolsAsked } = catalystsHolding(stored);
      const kept = new FeedRowVersions();
      kept.resume();
      const builder = new FeedBuilder(services, new RenderedEvents(), kept, env);
      await builder.build(list, now, owner);
      const change = (catalystId: string, tickers: string[]) =>
        create(CalendarChangedSchema, { ids: [catalystId], changes: [{ catalystId, tickers, kind: 'date_moved' }] });

      stored[2] = catalyst('earnings-2', { tickers: ['MSFT'], date: '2027-01-29', updatedAt: at('2026-11-26T08:00:00Z') });
      kept.calendarChanged(change('earnings-2', ['MSFT']));
      await builder.build(list, now, owner);
      expect(symbolsAsked.at(-1)).toEqual({ via: 'rows', watchlistTickers: ['MSFT'], watchlistMacro: false });

      kept.calendarChanged(change('economic-9', []));
      await builder.build(list, now, owner);
      expect(symbolsAsked.at(-1)).toEqual({ via: 'versions', watchlistTickers: [], watchlistMacro: true });

      // A backfill's message names its rows without their changes.
      kept.calendarChanged(create(CalendarChangedSchema, { ids: ['earnings-1'], backfill: true }));
      await builder.build(list, now, owner);
      expect(symbolsAsked.at(-1)).toEqual({ via: 'versions', watchlistTickers: ['AAPL', 'MSFT'], watchlistMacro: true });
      expect(symbolsAsked).toHaveLength(4);
    });
  });
});
