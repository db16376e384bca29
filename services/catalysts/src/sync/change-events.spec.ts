import type { CatalystChange } from '../generated/prisma/client.js';
import { changeMessages, CHANGES_PER_MESSAGE } from './change-events.js';

const change = (id: number, catalystId: string, kind: CatalystChange['kind'] = 'date_moved'): CatalystChange => ({
  id: BigInt(id),
  catalystId,
  type: 'earnings',
  ticker: 'AAPL',
  tickers: ['AAPL'],
  title: 'Q3 2026 earnings',
  kind,
  previous: { date: '2026-10-29', date_status: 'estimated' },
  current: { date: '2026-10-30', date_status: 'estimated' },
  revision: 2,
  seenAt: new Date('2026-10-20T12:00:00Z'),
  backfill: false,
});

const sync = { syncId: 'sync-1', backfill: false, partsSent: 0 };

describe('changeMessages', () => {
  it('sends one message with every change and its values', () => {
    const [message, ...rest] = changeMessages('earnings', sync, ['earnings-1'], [change(7, 'earnings-1')], true);
    expect(rest).toEqual([]);
    expect(message).toMatchObject({
      type: 'earnings',
      ids: ['earnings-1'],
      syncId: 'sync-1',
      part: 1,
      lastPart: true,
      backfill: false,
    });
    expect(message.changes).toEqual([
      expect.objectContaining({
        id: 7n,
        catalystId: 'earnings-1',
        kind: 'date_moved',
        previous: expect.objectContaining({ date: '2026-10-29', dateStatus: 'estimated' }),
        current: expect.objectContaining({ date: '2026-10-30' }),
      }),
    ]);
  });

  it('bounds each message, numbers the parts and keeps a catalyst’s changes together', () => {
    const ids = Array.from({ length: CHANGES_PER_MESSAGE + 1 }, (_, index) => `earnings-${index}`);
    // The first catalyst changed twice: 502 changes in all.
    const changes = [change(0, ids[0], 'time_changed'), ...ids.map((id, index) => change(index + 1, id))];
    const messages = changeMessages('earnings', { ...sync, partsSent: 2 }, ids, changes, true);
    expect(messages.map((message) => [message.part, message.lastPart, message.ids!.length, message.changes!.length])).toEqual([
      [3, false, 499, 500],
      [4, true, 2, 2],
    ]);
    expect(messages.flatMap((message) => message.changes!.map((c) => c.id))).toHaveLength(changes.length);
  });

  it('names a backfill’s rows without their changes, and ends a sync whose last store changed nothing', () => {
    const [backfill] = changeMessages(
      'earnings',
      { ...sync, backfill: true },
      ['earnings-1'],
      [change(1, 'earnings-1', 'added')],
      false,
    );
    expect(backfill).toMatchObject({ ids: ['earnings-1'], changes: [], backfill: true, lastPart: false });
    expect(changeMessages('earnings', { ...sync, backfill: true, partsSent: 4 }, [], [], true)).toEqual([
      expect.objectContaining({ ids: [], part: 5, lastPart: true }),
    ]);
    expect(changeMessages('earnings', sync, [], [], true)).toEqual([]);
  });
});
