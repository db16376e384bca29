import type { Watchlist } from '@mc/api';
import type { FakeRoute } from '../../testing/fake-fetch.js';
import { sampleUser } from '../../testing/sample-user.js';

export function sampleList(overrides: Partial<Watchlist> = {}): Watchlist {
  const tickers = overrides.tickers ?? ['AAPL', 'MSFT', 'NVDA'];
  return {
    id: 11,
    name: 'Core holdings',
    tickers,
    ticker_count: tickers.length,
    ics_url: 'https://marketcatalysts.example/ics/0f3a9c2e7b1d4a6f8e2c0b9d7a5f3e1c.ics',
    created_at: '2026-07-01T12:00:00.000Z',
    updated_at: '2026-07-10T12:00:00.000Z',
    ...overrides,
  };
}

export const biotech = sampleList({ id: 12, name: 'Biotech watch', tickers: ['MRNA', 'VRTX'] });

/** The page of lists as `GET /api/watchlists/` answers it. */
export const listsAnswer = (lists: Watchlist[]): FakeRoute => ({
  body: { count: lists.length, next: null, previous: null, results: lists },
});

/** A signed-in reader (token stored) whose subscription has `status`. */
export function signedIn(status: string): Record<string, FakeRoute> {
  window.localStorage.setItem('token', 'tok-subscriber');
  return {
    'GET /usermanagement/profile/': { body: sampleUser },
    'GET /api/subscription-status/': { body: { subscription_status: status } },
  };
}
