import { CALENDAR_ENDPOINTS } from './calendar-endpoints.js';
import { CalendarProviderClient } from './calendar-provider.client.js';
import { ProviderError } from '@mc/runtime';

/** A stand-in for fetch that records each URL and answers with `answer`. */
function fakeFetch(answer: (url: URL, signal: AbortSignal) => Promise<Response>) {
  const seen: URL[] = [];
  const fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    seen.push(url);
    return answer(url, init!.signal!);
  }) as typeof globalThis.fetch;
  return { fetch, seen };
}

const json = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status }));
const client = (fetch: typeof globalThis.fetch, timeoutMs = 1_000) =>
  new CalendarProviderClient({ baseUrl: 'http://provider.test/base', apiKey: 'secret', timeoutMs, fetch });

async function failure(work: Promise<unknown>): Promise<ProviderError> {
  const error = await work.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

describe('CalendarProviderClient', () => {
  it('asks for a page with the key as the token parameter and every window parameter', async () => {
    const { fetch, seen } = fakeFetch(() => json({ earnings: [{ id: 'a' }] }));
    const rows = await client(fetch).calendarPage(CALENDAR_ENDPOINTS.earnings, {
      page: 2,
      dateFrom: '2025-11-23',
      dateTo: '2026-05-23',
    });
    expect(rows).toEqual([{ id: 'a' }]);
    const url = seen[0];
    expect(url.pathname).toBe('/base/api/v2.1/calendar/earnings');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      page: '2',
      pagesize: '1000',
      'parameters[date_from]': '2025-11-23',
      'parameters[date_to]': '2026-05-23',
      token: 'secret',
    });
  });

  it('asks a delta by parameters[updated]', async () => {
    const { fetch, seen } = fakeFetch(() => json({ dividends: [] }));
    await client(fetch).calendarPage(CALENDAR_ENDPOINTS.dividend, { page: 0, updatedSince: 1_767_225_595 });
    expect(seen[0].pathname).toBe('/base/api/v2.1/calendar/dividends');
    expect(seen[0].searchParams.get('parameters[updated]')).toBe('1767225595');
    expect(seen[0].searchParams.has('parameters[date_from]')).toBe(false);
  });

  it('uses each calendar’s own path and page-size spelling', async () => {
    const { fetch, seen } = fakeFetch(() => json([]));
    const provider = client(fetch);
    await provider.calendarPage(CALENDAR_ENDPOINTS.conference, { page: 0, dateFrom: '2026-01-01', dateTo: '2026-06-30' });
    await provider.calendarPage(CALENDAR_ENDPOINTS.conferencecall, { page: 0 });
    expect(seen[0].pathname).toBe('/base/api/v2/calendar/events');
    expect(seen[0].searchParams.get('pageSize')).toBe('1000');
    expect(seen[0].searchParams.has('pagesize')).toBe(false);
    expect(seen[1].pathname).toBe('/base/api/v2.1/calendar/conference-calls');
  });

  it('accepts the conference-call rows under either documented key', async () => {
    for (const key of ['conference', 'conference-calls']) {
      const { fetch } = fakeFetch(() => json({ [key]: [{ id: 'cc' }] }));
      expect(await client(fetch).calendarPage(CALENDAR_ENDPOINTS.conferencecall, { page: 0 })).toEqual([{ id: 'cc' }]);
    }
  });

  it('reads both kinds of "no data" as an empty page', async () => {
    const notFound = fakeFetch(() => Promise.resolve(new Response('{"errors":[{"id":"no_data_found"}]}', { status: 404 })));
    expect(await client(notFound.fetch).calendarPage(CALENDAR_ENDPOINTS.ipo, { page: 0 })).toEqual([]);
    const empty = fakeFetch(() => json([]));
    expect(await client(empty.fetch).calendarPage(CALENDAR_ENDPOINTS.ipo, { page: 0 })).toEqual([]);
  });

  it('reports a refused key with the provider’s errors', async () => {
    const { fetch } = fakeFetch(() => json({ ok: false, errors: [{ code: 'auth_failed', value: 'Invalid token' }] }, 401));
    const error = await failure(client(fetch).calendarPage(CALENDAR_ENDPOINTS.earnings, { page: 0 }));
    expect(error.reason).toBe('refused');
    expect(error.message).toMatch(/refused the key.*Invalid token/);
  });

  it('reports another error status, or a 404 that is not "no data", as refused', async () => {
    for (const status of [404, 500, 503]) {
      const { fetch } = fakeFetch(() => Promise.resolve(new Response('upstream trouble', { status })));
      expect((await failure(client(fetch).calendarPage(CALENDAR_ENDPOINTS.earnings, { page: 0 }))).reason).toBe('refused');
    }
  });

  it('reports an answer it cannot read as malformed', async () => {
    for (const body of ['<html>busy</html>', '{"earnings": {"id": 1}}', '{"ratings": []}', '"earnings"']) {
      const { fetch } = fakeFetch(() => Promise.resolve(new Response(body, { status: 200 })));
      expect((await failure(client(fetch).calendarPage(CALENDAR_ENDPOINTS.earnings, { page: 0 }))).reason).toBe('malformed');
    }
  });

  it('gives up on a provider that does not answer in time, and on one it cannot reach', async () => {
    const slow = fakeFetch(
      (_, signal) => new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason))),
    );
    expect((await failure(client(slow.fetch, 20).calendarPage(CALENDAR_ENDPOINTS.earnings, { page: 0 }))).reason).toBe('timeout');
    const down = fakeFetch(() => Promise.reject(new TypeError('fetch failed')));
    expect((await failure(client(down.fetch).calendarPage(CALENDAR_ENDPOINTS.earnings, { page: 0 }))).reason).toBe('unreachable');
  });

  it('reads removals of its own type since a time', async () => {
    const { fetch, seen } = fakeFetch(() =>
      json({
        removed: [
          { id: 'e1', type: 'earnings', updated: 1_767_225_700 },
          { id: 'd1', type: 'dividends', updated: 1_767_225_800 },
        ],
      }),
    );
    expect(await client(fetch).removed(CALENDAR_ENDPOINTS.earnings, { page: 1, updatedSince: 1_767_225_595 })).toEqual([
      { id: 'e1', updated: 1_767_225_700 },
    ]);
    expect(seen[0].pathname).toBe('/base/api/v2.1/calendar-removed/');
    expect(Object.fromEntries(seen[0].searchParams)).toEqual({
      type: 'earnings',
      updated: '1767225595',
      page: '1',
      pageSize: '1000',
      token: 'secret',
    });
  });

  it('asks company profiles for at most 50 symbols', async () => {
    const profile = { company: { primarySymbol: 'AAPL' } };
    const { fetch, seen } = fakeFetch(() => json({ result: [profile] }));
    expect(await client(fetch).companyProfiles(['AAPL', 'MSFT'])).toEqual([profile]);
    expect(seen[0].pathname).toBe('/base/api/v2.1/fundamentals/companyProfile');
    expect(seen[0].searchParams.get('symbols')).toBe('AAPL,MSFT');
    await expect(client(fetch).companyProfiles([])).rejects.toThrow(RangeError);
    await expect(client(fetch).companyProfiles(Array.from({ length: 51 }, (_, i) => `S${i}`))).rejects.toThrow(RangeError);
  });
});
