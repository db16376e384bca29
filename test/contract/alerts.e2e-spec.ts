import type { AlertPage, AlertSettings, UnreadAlerts } from '@mc/api/alerts';
import type { CalendarPage } from '@mc/api/calendars';
import type { WatchlistImportAnswer } from '@mc/api/watchlists';
import { until } from '@mc/runtime/testing';
import { api, bffUrl, signedInAccount } from '../support/api.js';
import { subscriberToken } from '../support/subscriber.js';

const isSubscriber = async (token: string) => (await api('GET', '/api/watchlists/', { token })).status === 200;

/** Alerts' routes on the bff (issue 22 §2): who may, the answers' shapes, and every refusal in DRF's shape. */
describe('alerts (issue 22)', () => {
  let subscriber: string;
  let listId: number;

  beforeAll(async () => {
    await until(
      'the earnings calendar to fill',
      async () => (await api<CalendarPage>('GET', '/api/calendars/earnings/')).body.count > 0,
      90_000,
    );
    subscriber = await subscriberToken(isSubscriber);
    const rows = (await api<CalendarPage>('GET', '/api/calendars/earnings/?page_size=100', { token: subscriber })).body.results;
    const candidates = [...new Set(rows.map((row) => row.ticker).filter((ticker): ticker is string => ticker !== null))];
    await until(
      'a list of known tickers',
      async () => {
        const answer = await api<WatchlistImportAnswer>('POST', '/api/watchlists/import/', {
          token: subscriber,
          body: { name: `Alerts ${Date.now()}`, text: candidates.join(' ') },
        });
        if (answer.status !== 201) return false;
        listId = answer.body.id;
        return true;
      },
      90_000,
    );
  });

  it('refuses a visitor (401) and an account without a subscription (403), in DRF’s shape', async () => {
    const { token } = await signedInAccount();
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/watchlists/1/alerts/'],
      ['PATCH', '/api/watchlists/1/alerts/', { change_alerts: false }],
      ['GET', '/api/alerts/'],
      ['GET', '/api/alerts/unread/'],
      ['POST', '/api/alerts/read/', { all: true }],
    ];
    for (const [method, path, body] of routes) {
      expect(await api(method, path, { body })).toMatchObject({
        status: 401,
        body: { detail: 'Authentication credentials were not provided.' },
      });
      expect(await api(method, path, { body, token })).toMatchObject({ status: 403, body: { detail: expect.any(String) } });
    }
  });

  describe('a list’s settings', () => {
    const path = () => `/api/watchlists/${listId}/alerts/`;

    it('answers the defaults, and each change given', async () => {
      expect(await api<AlertSettings>('GET', path(), { token: subscriber })).toMatchObject({
        status: 200,
        body: { reminder_days: 1, reminder_time: '18:00', digest: true, digest_time: '07:00', change_alerts: true },
      });
      const changed = await api<AlertSettings>('PATCH', path(), {
        token: subscriber,
        body: { reminder_days: 0, digest_time: '06:45', change_alerts: false },
      });
      expect(changed).toMatchObject({ status: 200 });
      expect(changed.body).toEqual({
        reminder_days: 0,
        reminder_time: '18:00',
        digest: true,
        digest_time: '06:45',
        change_alerts: false,
      });
      expect((await api<AlertSettings>('GET', path(), { token: subscriber })).body).toEqual(changed.body);
    });

    it('refuses a bad value on its field', async () => {
      const refused = await api('PATCH', path(), {
        token: subscriber,
        body: { reminder_days: 6, reminder_time: '24:00', digest: 'yes', digest_time: 7, change_alerts: null },
      });
      expect(refused.status).toBe(400);
      expect(Object.keys(refused.body).sort()).toEqual([
        'change_alerts',
        'digest',
        'digest_time',
        'reminder_days',
        'reminder_time',
      ]);
      expect(refused.body).toMatchObject({
        reminder_days: ['Ensure this value is less than or equal to 5.'],
        digest: ['Must be a valid boolean.'],
      });
      expect((await api('PATCH', path(), { token: subscriber, body: { reminder_days: 'two' } })).body).toEqual({
        reminder_days: ['A valid integer is required.'],
      });
      expect((await api('PATCH', path(), { token: subscriber, body: [1] })).status).toBe(400);
    });

    it('answers another account’s list, and no list, as 404', async () => {
      const other = await subscriberToken(isSubscriber);
      expect(await api('GET', path(), { token: other })).toMatchObject({ status: 404, body: { detail: 'Not found.' } });
      expect(await api('PATCH', path(), { token: other, body: { digest: false } })).toMatchObject({ status: 404 });
      expect(await api('GET', '/api/watchlists/x/alerts/', { token: subscriber })).toMatchObject({ status: 404 });
    });
  });

  describe('the feed', () => {
    it('answers DRF’s page shape and the unread count', async () => {
      const page = await api<AlertPage>('GET', '/api/alerts/', { token: subscriber });
      expect(page.status).toBe(200);
      expect(page.body).toMatchObject({ count: expect.any(Number), next: null, previous: null, results: expect.any(Array) });
      expect(await api<AlertPage>('GET', `/api/alerts/?list=${listId}&kind=date_moved`, { token: subscriber })).toMatchObject({
        status: 200,
      });
      const unread = await api<UnreadAlerts>('GET', '/api/alerts/unread/', { token: subscriber });
      expect(unread).toMatchObject({ status: 200, body: { unread: expect.any(Number) } });
      expect(await api<UnreadAlerts>('POST', '/api/alerts/read/', { token: subscriber, body: { all: true } })).toMatchObject({
        status: 200,
        body: { unread: 0 },
      });
    });

    it('refuses a bad list, kind or page, and ids that are not the account’s, in DRF’s shape', async () => {
      const get = (query: string) => api('GET', `/api/alerts/?${query}`, { token: subscriber });
      for (const kind of ['reminder', 'digest'])
        expect(await api<AlertPage>('GET', `/api/alerts/?kind=${kind}`, { token: subscriber })).toMatchObject({
          status: 200,
          body: { results: expect.any(Array) },
        });
      expect(await get('kind=added')).toMatchObject({
        status: 400,
        body: { kind: ['Select a valid choice. added is not one of the available choices.'] },
      });
      const notAChoice = { list: ['Select a valid choice. That choice is not one of the available choices.'] };
      expect(await get('list=abc')).toMatchObject({ status: 400, body: notAChoice });
      expect(await get('list=2000000000')).toMatchObject({ status: 400, body: notAChoice });
      expect(await get('page=0')).toMatchObject({ status: 400, body: { page: expect.any(Array) } });
      expect(await get('page=99999')).toMatchObject({ status: 400, body: { page: ['Invalid page.'] } });
      expect(await get('page_size=101')).toMatchObject({
        status: 400,
        body: { page_size: ['Ensure this value is less than or equal to 100.'] },
      });
      const read = (body: unknown) => api('POST', '/api/alerts/read/', { token: subscriber, body });
      expect(await read({ ids: [2_000_000_000] })).toMatchObject({ status: 400, body: { ids: expect.any(Array) } });
      expect(await read({ ids: ['x'] })).toMatchObject({ status: 400, body: { ids: expect.any(Array) } });
      expect(await read({})).toMatchObject({ status: 400, body: { non_field_errors: expect.any(Array) } });
    });
  });

  describe('the one-click unsubscribe page', () => {
    const forged = `${Buffer.from('1:1:change_alerts').toString('base64url')}.${'A'.repeat(43)}`;

    it('shows a button on GET and changes nothing; a POST with a token the service did not sign is a 404 page', async () => {
      const shown = await fetch(`${bffUrl()}/alerts/unsubscribe/${forged}`);
      expect(shown.status).toBe(200);
      expect(shown.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await shown.text()).toContain(`<form method="post" action="/alerts/unsubscribe/${forged}">`);
      const posted = await fetch(`${bffUrl()}/alerts/unsubscribe/${forged}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      expect(posted.status).toBe(404);
      expect((await fetch(`${bffUrl()}/alerts/unsubscribe/not-a-token`)).status).toBe(404);
    });

    it('names what a reminder or digest link turns off, changes nothing on GET, and answers a forged POST with a 404 page', async () => {
      for (const [kind, button] of [
        ['reminders', 'Turn off reminders'],
        ['digest', 'Turn off the pre-market digest'],
      ]) {
        const token = `${Buffer.from(`1:1:${kind}`).toString('base64url')}.${'A'.repeat(43)}`;
        const shown = await fetch(`${bffUrl()}/alerts/unsubscribe/${token}`);
        expect(shown.status).toBe(200);
        const page = await shown.text();
        expect(page).toContain(`<form method="post" action="/alerts/unsubscribe/${token}">`);
        expect(page).toContain(button);
        const posted = await fetch(`${bffUrl()}/alerts/unsubscribe/${token}`, { method: 'POST', body: '' });
        expect(posted.status).toBe(404);
      }
    });
  });
});
