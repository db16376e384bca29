import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { DEFAULT_TIME_ZONE } from '@mc/api/calendars';
import { currentWeek } from './calendar-dates.js';
import type { CalendarsCache } from './calendars-cache.js';
import { answerKey, CalendarsFastPath } from './calendars-fast-path.js';
import type { PreparedAnswer } from '../http/prepared-answer.js';
import type { Authentication, Authenticator } from '../auth/authenticator.js';

describe('CalendarsFastPath', () => {
  const kept = new Map<string, PreparedAnswer>();
  const cache = { get: (key: string) => kept.get(key) } as unknown as CalendarsCache;
  // Tokens this replica remembers: a subscriber's and a signed-in reader's without a subscription.
  const remembered = new Map<string, Authentication>([
    ['Token subscriber', { account: { userId: 1, username: 'sub', email: 's@example.com', subscriber: true } } as Authentication],
    ['Token reader', { account: { userId: 2, username: 'reader', email: 'r@example.com', subscriber: false } } as Authentication],
  ]);
  const authenticator = { remembered: (authorization: string) => remembered.get(authorization) } as unknown as Authenticator;
  const fastPath = new CalendarsFastPath(cache, authenticator);

  const find = (url: string, headers: IncomingHttpHeaders = {}) => fastPath.find({ url, headers } as IncomingMessage);
  const bodyOf = (url: string, headers: IncomingHttpHeaders = {}) => find(url, headers)?.answer.body.toString();
  const thisWeek = () => currentWeek(new Date(), DEFAULT_TIME_ZONE).date_from;

  it('finds a visitor’s unfiltered week in the cache, public but revalidated', () => {
    kept.set(answerKey('preview', '/api/calendars/earnings/', thisWeek()), { body: Buffer.from('{"count":9}') });
    const found = find('/api/calendars/earnings/');
    expect(found?.answer.body.toString()).toBe('{"count":9}');
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
});
