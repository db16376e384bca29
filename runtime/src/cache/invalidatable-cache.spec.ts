import { InvalidatableCache, type Loaded } from './invalidatable-cache.js';

interface Answer {
  readonly text: string;
}

/** A load that resolves when told to, counting how often it was asked. */
function controlledLoad() {
  const state = { calls: 0, finish: (_text: string) => undefined as void, fail: (_error: Error) => undefined as void };
  const load = () => {
    state.calls++;
    return new Promise<Answer>((resolve, reject) => {
      state.finish = (text) => resolve({ text });
      state.fail = reject;
    });
  };
  return { state, load };
}

describe('InvalidatableCache', () => {
  let now: number;
  const make = (options: Partial<ConstructorParameters<typeof InvalidatableCache<Answer>>[0]> = {}) =>
    new InvalidatableCache<Answer>({ maxEntries: 100, ttlMs: 60_000, now: () => now, ...options });
  const keep = (cache: InvalidatableCache<Answer>, key: string, group: string, text = key) =>
    cache.keep(key, group, { text }, cache.mark());

  beforeEach(() => {
    now = Date.UTC(2026, 10, 27, 18, 0);
  });

  it('says how long an entry has left', () => {
    const cache = make();
    keep(cache, 'a', 'earnings');
    now += 20_000;
    expect(cache.remainingMs('a')).toBe(39_999);
    expect(cache.remainingMs('missing')).toBe(0);
    cache.pause();
    expect(cache.remainingMs('a')).toBe(0);
  });

  it('keeps an entry for its lifetime (or a shorter one it gives), then forgets it', () => {
    const cache = make();
    keep(cache, 'a', 'earnings');
    cache.keep('b', 'earnings', { text: 'b' }, cache.mark(), 5_000);
    now += 4_999;
    expect(cache.get('b')?.text).toBe('b');
    now += 1;
    expect(cache.get('b')).toBeUndefined();
    now += 54_999;
    expect(cache.get('a')?.text).toBe('a');
    now += 1;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('drops a group’s entries when it changes, and the groups that change with it, and no others', () => {
    const cache = make({ alsoChanges: () => ['all'] });
    keep(cache, 'earnings week', 'earnings');
    keep(cache, 'fda week', 'fda');
    keep(cache, 'everything', 'all');
    cache.invalidate('earnings');
    expect(cache.get('earnings week')).toBeUndefined();
    expect(cache.get('everything')).toBeUndefined();
    expect(cache.get('fda week')?.text).toBe('fda week');
  });

  it('drops several groups at once, and loads under way for any of them are not kept', () => {
    const cache = make();
    keep(cache, 'AAPL feed rows', 'AAPL');
    keep(cache, 'MSFT feed rows', 'MSFT');
    keep(cache, 'NVDA feed rows', 'NVDA');
    const mark = cache.mark();
    cache.invalidate('AAPL', 'NVDA');
    expect(cache.get('AAPL feed rows')).toBeUndefined();
    expect(cache.get('NVDA feed rows')).toBeUndefined();
    expect(cache.get('MSFT feed rows')?.text).toBe('MSFT feed rows');
    expect(cache.keep('NVDA again', 'NVDA', { text: 'stale' }, mark)).toBe(false);
    cache.invalidate();
    expect(cache.get('MSFT feed rows')?.text).toBe('MSFT feed rows');
  });

  it('does not keep what was loaded before a change of its group, or before a clear', () => {
    const cache = make();
    const before = cache.mark();
    cache.invalidate('earnings');
    expect(cache.keep('k', 'earnings', { text: 'stale' }, before)).toBe(false);
    expect(cache.keep('other', 'fda', { text: 'fine' }, before)).toBe(true);
    const beforeClear = cache.mark();
    cache.clear();
    expect(cache.get('other')).toBeUndefined();
    expect(cache.keep('late', 'fda', { text: 'late' }, beforeClear)).toBe(false);
    expect(keep(cache, 'k', 'earnings')).toBe(true);
  });

  it('does not keep a load older than the changes it still remembers', () => {
    const cache = make({ rememberChangesMs: 60_000 });
    const ancient = cache.mark();
    cache.invalidate('dana');
    now += 61_000;
    cache.invalidate('sam'); // forgets dana's change
    expect(cache.changedSince('dana', ancient)).toBe(true);
    expect(cache.keep('Token a', 'dana', { text: 'stale' }, ancient)).toBe(false);
  });

  it('evicts the least recently read entry past its byte bound, and keeps nothing larger than the bound', () => {
    const cache = make({ maxBytes: 30, bytesOf: (answer) => answer.text.length });
    keep(cache, 'first', 'earnings', 'x'.repeat(12));
    keep(cache, 'second', 'earnings', 'y'.repeat(12));
    expect(cache.get('first')).toBeDefined();
    keep(cache, 'third', 'earnings', 'z'.repeat(12));
    expect(cache.get('second')).toBeUndefined();
    expect(cache.get('first')).toBeDefined();
    expect(cache.get('third')).toBeDefined();
    expect(keep(cache, 'huge', 'earnings', 'h'.repeat(31))).toBe(false);
  });

  it('keeps and serves nothing while paused, and starts empty when resumed', () => {
    const cache = make();
    keep(cache, 'a', 'dana');
    const during = cache.mark();
    cache.pause();
    expect(cache.active).toBe(false);
    expect(cache.get('a')).toBeUndefined();
    expect(keep(cache, 'b', 'dana')).toBe(false);
    cache.resume();
    expect(cache.get('a')).toBeUndefined();
    expect(cache.keep('c', 'sam', { text: 'c' }, during)).toBe(false);
  });

  describe('fetch', () => {
    it('gives requests that miss the same key at once one load, and keeps its answer', async () => {
      const cache = make();
      const { state, load } = controlledLoad();
      const first = cache.fetch('k', 'earnings', load);
      const second = cache.fetch('k', 'earnings', load);
      state.finish('week');
      expect((await first).text).toBe('week');
      expect(await second).toBe(await first);
      expect(state.calls).toBe(1);
      expect(cache.get('k')?.text).toBe('week');
    });

    it('shares loads but keeps nothing while paused', async () => {
      const cache = make();
      cache.pause();
      const { state, load } = controlledLoad();
      const both = [cache.fetch('k', 'earnings', load), cache.fetch('k', 'earnings', load)];
      state.finish('week');
      expect((await Promise.all(both)).map((answer) => answer.text)).toEqual(['week', 'week']);
      expect(state.calls).toBe(1);
      const next = cache.fetch('k', 'earnings', load);
      state.finish('again');
      expect((await next).text).toBe('again');
      expect(state.calls).toBe(2);
    });

    it('gives every waiter a failed load’s error, and loads afresh afterwards', async () => {
      const cache = make();
      const { state, load } = controlledLoad();
      const waiters = [1, 2].map(() => cache.fetch('k', 'earnings', load));
      state.fail(new Error('catalysts away'));
      for (const waiter of waiters) await expect(waiter).rejects.toThrow('catalysts away');
      const next = cache.fetch('k', 'earnings', load);
      state.finish('back');
      expect((await next).text).toBe('back');
      expect(state.calls).toBe(2);
    });

    it('does not let a request after a change join a load that began before it, nor keep that load', async () => {
      const cache = make({ alsoChanges: () => ['all'] });
      const before = controlledLoad();
      const stale = cache.fetch('k', 'all', before.load);
      cache.invalidate('earnings');
      const after = controlledLoad();
      const fresh = cache.fetch('k', 'all', after.load);
      before.state.finish('before the change');
      expect((await stale).text).toBe('before the change');
      expect(cache.get('k')).toBeUndefined();
      after.state.finish('after the change');
      expect((await fresh).text).toBe('after the change');
      expect(cache.get('k')?.text).toBe('after the change');
      expect([before.state.calls, after.state.calls]).toEqual([1, 1]);
    });

    it('does not keep a load that a clear overtook', async () => {
      const cache = make();
      const { state, load } = controlledLoad();
      const loading = cache.fetch('k', 'earnings', load);
      cache.clear();
      state.finish('before the clear');
      expect((await loading).text).toBe('before the clear');
      expect(cache.get('k')).toBeUndefined();
    });
  });

  describe('lookUp (the group known once loaded) and renew', () => {
    /** A load that tells its group and lifetime, resolving when told to. */
    function controlledLookup() {
      const asked: Array<{ finish: (text: string, group: string, ttlMs?: number) => void; fail: (error: Error) => void }> = [];
      const load = () =>
        new Promise<Loaded<Answer>>((resolve, reject) =>
          asked.push({ finish: (text, group, ttlMs) => resolve({ group, value: { text }, ttlMs }), fail: reject }),
        );
      return { asked, load };
    }

    it('shares one load, keeps it under the group it names for the lifetime it gives, and drops it with that group', async () => {
      const cache = make();
      const { asked, load } = controlledLookup();
      const both = [cache.lookUp('Token a', load), cache.lookUp('Token a', load)];
      asked[0].finish('dana', '42', 10_000);
      expect((await Promise.all(both)).map((answer) => answer.text)).toEqual(['dana', 'dana']);
      expect(asked).toHaveLength(1);
      expect(cache.remainingMs('Token a')).toBe(9_999);
      cache.invalidate('43');
      expect(cache.get('Token a')?.text).toBe('dana');
      cache.invalidate('42');
      expect(cache.get('Token a')).toBeUndefined();
    });

    it('answers but keeps nothing whose lifetime has ended already', async () => {
      const cache = make();
      const { asked, load } = controlledLookup();
      const answer = cache.lookUp('Token a', load);
      asked[0].finish('dana', '42', -5);
      expect((await answer).text).toBe('dana');
      expect(cache.get('Token a')).toBeUndefined();
    });

    it('detaches a load under way on any change (its group is not known yet), and keeps it only if its group did not change', async () => {
      const cache = make();
      const first = controlledLookup();
      const before = cache.lookUp('Token a', first.load);
      cache.invalidate('43');
      const after = cache.lookUp('Token a', first.load);
      expect(first.asked).toHaveLength(2);
      first.asked[0].finish('dana (before)', '42');
      first.asked[1].finish('dana (after)', '42');
      await Promise.all([before, after]);
      expect(cache.get('Token a')?.text).toBe('dana (after)');

      const second = controlledLookup();
      const loggingOut = cache.lookUp('Token b', second.load);
      cache.invalidate('42');
      second.asked[0].finish('dana (logged out since)', '42');
      expect((await loggingOut).text).toBe('dana (logged out since)');
      expect(cache.get('Token b')).toBeUndefined();
    });

    it('renews an entry in the background once, serving it meanwhile, and replaces it', async () => {
      const cache = make();
      keep(cache, 'Token a', '42', 'dana');
      now += 50_000;
      const { asked, load } = controlledLookup();
      cache.renew('Token a', load);
      cache.renew('Token a', load);
      cache.renew('missing', load);
      expect(asked).toHaveLength(1);
      expect(cache.get('Token a')?.text).toBe('dana');
      asked[0].finish('dana (renewed)', '42');
      await new Promise(setImmediate);
      now += 20_000;
      expect(cache.get('Token a')?.text).toBe('dana (renewed)');
    });

    it('ends an entry whose renewal fails, and one whose group changes while it is renewed', async () => {
      const cache = make();
      keep(cache, 'Token a', '42', 'dana');
      keep(cache, 'Token b', '43', 'sam');
      const failing = controlledLookup();
      cache.renew('Token a', failing.load);
      failing.asked[0].fail(new Error('Invalid token.'));
      const forgotten = controlledLookup();
      cache.renew('Token b', forgotten.load);
      cache.invalidate('43');
      forgotten.asked[0].finish('sam (logged out since)', '43');
      await new Promise(setImmediate);
      expect([cache.get('Token a'), cache.get('Token b')]).toEqual([undefined, undefined]);
    });
  });
});
