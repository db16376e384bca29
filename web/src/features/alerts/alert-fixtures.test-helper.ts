import type { FakeRoute, RecordedRequest } from '../../testing/fake-fetch.js';
import type { Alert, AlertPage, AlertSettings } from './alert-api.js';

export function sampleAlert(overrides: Partial<Alert> = {}): Alert {
  return {
    id: 501,
    kind: 'date_moved',
    catalyst: 'earnings-12345',
    ticker: 'AAPL',
    title: 'Apple Inc. Q4 2026 earnings',
    previous: '2026-10-29',
    current: '2026-11-03',
    at: '2026-10-20T13:05:00Z',
    read: false,
    lists: [{ id: 11, name: 'Core holdings' }],
    ...overrides,
  };
}

export const confirmedFda = sampleAlert({
  id: 502,
  kind: 'confirmed',
  catalyst: 'fda-777',
  ticker: 'MRNA',
  title: 'Moderna mRNA-1010 PDUFA',
  previous: null,
  current: null,
  at: '2026-10-19T20:30:00Z',
  read: true,
  lists: [{ id: 12, name: 'Biotech watch' }],
});

export const feedPage = (results: Alert[], { count = results.length, next = null, previous = null }: Partial<AlertPage> = {}) =>
  ({ count, next, previous, results }) satisfies AlertPage;

/** `GET /api/alerts/` answering `page`, whatever the query (a test reads the query from the recorded request). */
export const feedAnswer = (page: AlertPage): FakeRoute => ({ body: page });

export const DEFAULT_SETTINGS: AlertSettings = {
  reminder_days: 1,
  reminder_time: '18:00',
  digest: true,
  digest_time: '07:00',
  change_alerts: true,
};

/** `PATCH /api/watchlists/{id}/alerts/` as the bff answers good changes: each applied to the settings the last left. */
export function patchedSettings(before: AlertSettings = DEFAULT_SETTINGS) {
  let settings = before;
  return ({ body }: RecordedRequest) => {
    settings = { ...settings, ...(body as Partial<AlertSettings>) };
    return { body: settings };
  };
}

/** The account's zone, as `GET /api/preferences/` answers it. */
export const accountZone = (time_zone: string): Record<string, FakeRoute> => ({
  'GET /api/preferences/': { body: { time_zone } },
});
