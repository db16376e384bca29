import { create } from '@bufbuild/protobuf';
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { DEFAULT_TIME_ZONE, type CalendarPage } from '@mc/api/calendars';
import { CatalystSchema } from '@mc/proto';
import querystring from 'fast-querystring';
import { AskedBefore } from './asked-before.js';
import { currentWeek } from './calendar-dates.js';
import { calendarPageJson } from './calendar-page.js';
import { CalendarPages } from './calendar-pages.js';
import { CalendarQuerySchema } from './calendar-query.schema.js';
import { isFieldErrors, resolveCalendarRequest, type CalendarRequest } from './calendar-request.js';
import { calendarRowSets } from './calendar-row-sets.js';
import type { CalendarsCache } from './calendars-cache.js';
import { answerKey, CalendarsFastPath } from './calendars-fast-path.js';
import { fakeCatalystsService } from './testing/catalysts-service.js';
import type { JsonAnswer, PreparedAnswer } from '../http/prepared-answer.js';
import type { Authentication, Authenticator } from '../auth/authenticator.js';

/** A month of earnings in the catalysts service's order, as the service answers QueryCatalysts (`tickers && list`). */
const MONTH = ['AAPL', 'MSFT', 'NVDA', 'AMD', 'MSFT', 'ORCL', 'ADBE'].map((ticker, index) =>
  create(CatalystSchema, { id: `e${index}`, type: 'earnings', tickers: [ticker], date: '2026-12-0' + (index + 1) }),
);
const { source, queries } = fakeCatalystsService(MONTH);

const bodyText = (answer: JsonAnswer | undefined) => (typeof answer === 'string' ? answer : answer?.body.toString());

describe('CalendarsFastPath', () => {
  const kept = new Map<string, PreparedAnswer>();
  const rowSets = calendarRowSets();
  const askedBefore = new AskedBefore(1024);
  const cache = {
    get: (key: string) => kept.get(key),
    rowSet: (key: string, type: string, load: never) => rowSets.fetch(key, type, load),
    keptRowSet: (key: string) => rowSets.get(key),
    isFirstAsk: (key: string) => !askedBefore.ask(key),
  } as unknown as CalendarsCache;
  const pages = new CalendarPages(source, cache);
  // Tokens this replica remembers: a subscriber's and a signed-in reader's without a subscription.
  const remembered = new Map<string, Authentication>([
    ['Token subscriber', { account: { userId: 1, username: 'sub', email: 's@example.com', subscriber: true } } as Authentication],
    ['Token reader', { account: { userId: 2, username: 'reader', email: 'r@example.com', subscriber: false } } as Authentication],
  ]);
  const authenticator = { remembered: (authorization: string) => remembered.get(authorization) } as unknown as Authenticator;
  const fastPath = new CalendarsFastPath(cache, pages, authenticator);

  const find = (url: string, headers: IncomingHttpHeaders = {}) => fastPath.find({ url, headers } as IncomingMessage);
  const bodyOf = (url: string, headers: IncomingHttpHeaders = {}) => bodyText(find(url, headers)?.answer);
  const thisWeek = () => currentWeek(new Date(), DEFAULT_TIME_ZONE).date_from;

  it('finds a visitor’s unfiltered week in the cache, public but revalidated', () => {
    kept.set(answerKey('preview', '/api/calendars/earnings/', thisWeek()), { body: Buffer.from('{"count":9}') });
    const found = find('/api/calendars/earnings/');
    expect(bodyText(found?.answer)).toBe('{"count":9}');
    expect(found?.cacheControl).toBe('no-cache');
    expect(fastPath.route).toBe('/api/calendars/:type');
  });

  it('finds a remembered token’s answer among those of its access level, kept by no one', () => {
    const url = '/api/calendars/fda/?importance=3';
    kept.set(answerKey('full', url, thisWeek()), { body: Buffer.from('{"access":"full"}') });
    kept.set(answerKey('preview', url, thisWeek()), { body: Buffer.from('{"access":"preview"}') });
    expect(bodyOf(url, { authorization: 'Token subscriber' })).toBe('{"access":"full"}');
    expect(find(url, { authorization: 'Token subscriber' })?.cacheControl).toBe('no-store');
    expect(bodyOf(url, { authorization: 'Token reader' })).toBe('{"access":"preview"}');
    expect(bodyOf(url)).toBe('{"access":"preview"}');
  });

  it('leaves everything else to the controller: a miss, a zone, an unknown token, another route', () => {
    kept.set(answerKey('preview', '/api/calendars/fda/', thisWeek()), { body: Buffer.from('{"count":1}') });
    kept.set(answerKey('preview', '/api/calendars/fda/?tz=Asia%2FTokyo', thisWeek()), { body: Buffer.from('{"count":2}') });
    kept.set(answerKey('preview', '/api/calendars/fda/?%74z=Asia%2FTokyo', thisWeek()), { body: Buffer.from('{"count":2}') });
    kept.set(answerKey('preview', '/api/companies/fda/', thisWeek()), { body: Buffer.from('{"count":3}') });
    expect(find('/api/calendars/ipo/')).toBeUndefined();
    expect(find('/api/calendars/fda/?tz=Asia%2FTokyo')).toBeUndefined();
    expect(find('/api/calendars/fda/?%74z=Asia%2FTokyo')).toBeUndefined();
    expect(find('/api/calendars/fda/', { authorization: 'Token abc' })).toBeUndefined();
    expect(find('/api/companies/fda/')).toBeUndefined();
    expect(bodyOf('/api/calendars/fda/')).toBe('{"count":1}');
  });

  it('does not serve last week’s answer', () => {
    kept.set(answerKey('preview', '/api/calendars/splits/', '2020-01-06'), { body: Buffer.from('{"count":3}') });
    expect(find('/api/calendars/splits/')).toBeUndefined();
  });

  describe('a ticker filter asked for the first time', () => {
    const month = (query: string) => `/api/calendars/earnings/?date_from=2026-11-30&date_to=2026-12-30&${query}`;
    /** The request as the controller reads it (Fastify's query parser, the schema, the defaults). */
    const requestOf = (url: string): CalendarRequest => {
      const input = CalendarQuerySchema.parse(querystring.parse(url.split('?')[1]));
      const request = resolveCalendarRequest('earnings', input, new Date());
      if (isFieldErrors(request)) throw new Error(JSON.stringify(request));
      return request;
    };
    /** What CalendarsController answers for it: the page through the service or the kept rows, serialized. */
    const controllerJson = async (url: string) =>
      calendarPageJson(url, requestOf(url), await pages.page(requestOf(url), 'full'), 'full');
    const subscriber = { authorization: 'Token subscriber' };

    beforeAll(async () => {
      // Another reader's symbols in the same month: the controller kept the month's rows for them.
      await pages.page(requestOf(month('tickers=AAPL')), 'full');
    });

    it('is answered from the month’s kept rows, as the controller answers it, and not kept', async () => {
      const url = month('tickers=msft,nvda,orcl&page_size=2&page=2');
      const asked = queries.length;
      const found = find(url, subscriber);
      expect(found?.cacheControl).toBe('no-store');
      expect(typeof found?.answer).toBe('string');
      expect(bodyText(found?.answer)).toBe(await controllerJson(url));
      const page = JSON.parse(bodyText(found?.answer)!) as CalendarPage;
      expect([page.count, page.results.map((row) => row.id), page.previous]).toEqual([
        4,
        ['e4', 'e5'],
        month('tickers=msft%2Cnvda%2Corcl&page_size=2'),
      ]);
      expect(queries.length).toBe(asked);
      // Its second request is the controller's, which keeps it from then on.
      expect(find(url, subscriber)).toBeUndefined();
    });

    it('leaves to the controller rows not kept, refusals, a page past the last, a watch list, CSV and a preview’s other month', () => {
      const urls = [
        `/api/calendars/earnings/?date_from=2027-01-04&tickers=MSFT`,
        month('tickers=MSFT&importance=3'),
        month('tickers=$$$'),
        month('tickers=MSFT&page=9'),
        month('tickers=MSFT&watchlist=4'),
        month('tickers=MSFT&format=csv'),
        month('tickers=MSFT&search=%00'),
        `/api/calendars/earnings/?tickers=MSFT&date_from=2026-11-30&date_to=2026-12-30&page_size=0`,
        `/api/calendars/nothing/?tickers=MSFT`,
      ];
      for (const url of urls) expect([url, find(url, subscriber)]).toEqual([url, undefined]);
      expect(find(month('tickers=MSFT'))).toBeUndefined();
      // None of them counted as asked: the first the door answers is still a first.
      expect(find(month('tickers=MSFT'), subscriber)?.answer).toEqual(expect.any(String));
    });
  });
});
