import type { EventFeed } from '../clients/event-feed.js';
import type { PreparedAnswer } from '../http/prepared-answer.js';
import { CalendarsCache } from './calendars-cache.js';

const answer = (text: string): PreparedAnswer => ({ body: Buffer.from(text) });

/** A load that resolves when told to, counting how often it was asked. */
function controlledLoad() {
  const state = { calls: 0, finish: (_text: string) => undefined as void, fail: (_error: Error) => undefined as void };
  const load = () => {
    state.calls++;
    return new Promise<PreparedAnswer>((resolve, reject) => {
      state.finish = (text) => resolve(answer(text));
      state.fail = reject;
    });
  };
  return { state, load };
}

describe('CalendarsCache.answer', () => {
  // Not bootstrapped: it follows no change feed, so it keeps nothing, and only shares loads.
  const cache = () => new CalendarsCache({} as EventFeed);

  it('gives requests that miss the same answer at once one load between them', async () => {
    const calendars = cache();
    const { state, load } = controlledLoad();
    const first = calendars.answer('preview|/api/calendars/earnings/', 'earnings', load);
    const second = calendars.answer('preview|/api/calendars/earnings/', 'earnings', load);
    state.finish('week');
    expect((await first).body.toString()).toBe('week');
    expect(await second).toBe(await first);
    expect(state.calls).toBe(1);
    // Settled: the next miss loads again (nothing is kept without the change feed).
    const third = calendars.answer('preview|/api/calendars/earnings/', 'earnings', load);
    state.finish('again');
    expect((await third).body.toString()).toBe('again');
    expect(state.calls).toBe(2);
  });

  it('gives every waiter a failed load’s error, and loads afresh afterwards', async () => {
    const calendars = cache();
    const { state, load } = controlledLoad();
    const waiters = [1, 2].map(() => calendars.answer('k', 'earnings', load));
    state.fail(new Error('catalysts away'));
    for (const waiter of waiters) await expect(waiter).rejects.toThrow('catalysts away');
    const next = calendars.answer('k', 'earnings', load);
    state.finish('back');
    expect((await next).body.toString()).toBe('back');
    expect(state.calls).toBe(2);
  });

  it('does not let a request after a change join a load that began before it', async () => {
    const calendars = cache();
    const before = controlledLoad();
    const stale = calendars.answer('k', 'earnings', before.load);
    (calendars as unknown as { answers: { invalidate(type: string): void } }).answers.invalidate('earnings');
    const after = controlledLoad();
    const fresh = calendars.answer('k', 'earnings', after.load);
    before.state.finish('before the change');
    after.state.finish('after the change');
    expect((await stale).body.toString()).toBe('before the change');
    expect((await fresh).body.toString()).toBe('after the change');
    expect([before.state.calls, after.state.calls]).toEqual([1, 1]);
  });
});
