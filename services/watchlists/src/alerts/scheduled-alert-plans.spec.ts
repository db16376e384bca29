import type { DayCatalyst } from './day-catalysts.js';
import { planDigests, planReminders, tickerIndex } from './scheduled-alert-plans.js';
import type { ScheduledList } from './scheduled-alerts.repository.js';

const row = (id: string, tickers: string[], date: string): DayCatalyst => ({
  id,
  type: 'earnings',
  tickers,
  company: null,
  title: `${id} earnings`,
  date,
  startsAt: null,
  session: 'unknown',
  dateStatus: 'confirmed',
  revision: 1,
  importance: null,
  epsEstimate: null,
  revenueEstimate: null,
  currency: null,
  country: null,
  consensus: null,
  marketKind: null,
  closeTime: null,
});

const list = (id: number, ownerId: number, tickers: string[], reminderDays = 1): ScheduledList => ({
  id,
  ownerId,
  name: `List ${id}`,
  tickers,
  reminderDays,
});

const days = new Map([
  ['2026-11-26', tickerIndex([])],
  ['2026-11-27', tickerIndex([row('aapl', ['AAPL'], '2026-11-27'), row('deal', ['MSFT', 'NVDA'], '2026-11-27')])],
  ['2026-12-01', tickerIndex([row('tsla', ['TSLA'], '2026-12-01')])],
]);
const indexOf = (day: string) => days.get(day) ?? new Map();

describe('planning reminders', () => {
  it('gives each owner one reminder per catalyst, naming every list of theirs that holds it, N trading days ahead', () => {
    const planned = planReminders(
      [
        list(1, 10, ['AAPL', 'MSFT']),
        list(2, 10, ['NVDA']),
        list(3, 20, ['MSFT']),
        list(4, 30, ['TSLA'], 3),
        list(5, 40, ['IBM']),
      ],
      '2026-11-25',
      indexOf,
    );
    expect(planned.map(({ ownerId, catalyst, ticker, listIds }) => [ownerId, catalyst.id, ticker, listIds])).toEqual([
      [10, 'aapl', 'AAPL', [1]],
      [10, 'deal', 'MSFT', [1, 2]],
      [20, 'deal', 'MSFT', [3]],
      // Wed 11-25 + 3 trading days (Fri 11-27, Mon 11-30, Tue 12-01): Tue 12-01.
      [30, 'tsla', 'TSLA', [4]],
    ]);
  });
});

describe('planning digests', () => {
  it('gives a digest to each owner whose lists hold something that day, and none to the others', () => {
    const planned = planDigests(
      [list(1, 10, ['AAPL']), list(2, 10, ['IBM']), list(3, 20, ['IBM'])],
      '2026-11-27',
      indexOf('2026-11-27'),
    );
    expect(planned).toEqual([{ ownerId: 10, title: '1 catalyst on your lists on Fri, Nov 27', listIds: [1] }]);
  });
});
