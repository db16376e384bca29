import { TokenCache, type Lookup } from './token-cache.js';

/** A lookup the test answers when it likes, counting how often it was asked. */
function controlledLookup(value: string, userId = DANA) {
  const asked: Array<{ answer: (until?: number) => void; refuse: () => void }> = [];
  const lookup = () =>
    new Promise<Lookup<string>>((resolve, reject) =>
      asked.push({ answer: (until) => resolve({ userId, value, until }), refuse: () => reject(new Error('Invalid token.')) }),
    );
  return { lookup, asked };
}

const DANA = 42;
const SAM = 43;

describe('TokenCache', () => {
  let now: number;
  let cache: TokenCache<string>;
  const make = (ttlMs = 60_000, maxEntries = 100) => {
    const made = new TokenCache<string>({ ttlMs, maxEntries, now: () => now });
    made.enable();
    return made;
  };

  beforeEach(() => {
    now = Date.UTC(2026, 10, 23, 18, 0);
    cache = make();
  });

  it('remembers an answer for its lifetime, then asks again', () => {
    cache.keep('Token a', DANA, 'dana', cache.ticket());
    now += 59_999;
    expect(cache.get('Token a')).toBe('dana');
    now += 1;
    expect(cache.get('Token a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('never outlives the time the answer gives (the end of the paid period)', () => {
    cache.keep('Token a', DANA, 'dana', cache.ticket(), now + 5_000);
    now += 5_000;
    expect(cache.get('Token a')).toBeUndefined();
    cache.keep('Token b', DANA, 'dana', cache.ticket(), now - 1);
    expect(cache.get('Token b')).toBeUndefined();
  });

  it('forgets every token of a user at once, and no one else’s', () => {
    const ticket = cache.ticket();
    cache.keep('Token a', DANA, 'dana', ticket);
    cache.keep('Token b', DANA, 'dana', ticket);
    cache.keep('Token c', SAM, 'sam', ticket);
    cache.forgetUser(DANA);
    expect(cache.get('Token a')).toBeUndefined();
    expect(cache.get('Token b')).toBeUndefined();
    expect(cache.get('Token c')).toBe('sam');
  });

  it('does not keep a lookup that was under way when its user was forgotten', () => {
    const before = cache.ticket();
    cache.forgetUser(DANA);
    cache.keep('Token a', DANA, 'dana (stale)', before);
    expect(cache.get('Token a')).toBeUndefined();
    // Someone else's answer from the same moment is fine, and so is a lookup that started afterwards.
    cache.keep('Token c', SAM, 'sam', before);
    expect(cache.get('Token c')).toBe('sam');
    cache.keep('Token a', DANA, 'dana', cache.ticket());
    expect(cache.get('Token a')).toBe('dana');
  });

  it('does not keep a lookup older than what it still remembers of forgotten users', () => {
    const ancient = cache.ticket();
    cache.forgetUser(DANA);
    now += 61_000;
    cache.forgetUser(SAM); // prunes DANA's record
    cache.keep('Token a', DANA, 'dana (stale)', ancient);
    expect(cache.get('Token a')).toBeUndefined();
  });

  it('holds at most maxEntries, dropping the oldest first', () => {
    cache = make(60_000, 2);
    const ticket = cache.ticket();
    cache.keep('Token a', DANA, 'a', ticket);
    cache.keep('Token b', DANA, 'b', ticket);
    cache.keep('Token c', SAM, 'c', ticket);
    expect(cache.size).toBe(2);
    expect(cache.get('Token a')).toBeUndefined();
    expect(cache.get('Token c')).toBe('c');
  });

  it('keeps and serves nothing while disabled, and starts empty when enabled again', () => {
    cache.keep('Token a', DANA, 'dana', cache.ticket());
    const during = cache.ticket();
    cache.disable();
    expect(cache.get('Token a')).toBeUndefined();
    cache.keep('Token b', DANA, 'dana', cache.ticket());
    cache.enable();
    expect(cache.get('Token a')).toBeUndefined();
    expect(cache.get('Token b')).toBeUndefined();
    // A lookup that started before the cut is not trusted either.
    cache.keep('Token c', SAM, 'sam', during);
    expect(cache.get('Token c')).toBeUndefined();
  });

  it('keeps nothing with a lifetime of 0 or for an oversized header', () => {
    cache = make(0);
    cache.keep('Token a', DANA, 'dana', cache.ticket());
    expect(cache.get('Token a')).toBeUndefined();
    cache = make();
    cache.keep(`Token ${'a'.repeat(200)}`, DANA, 'dana', cache.ticket());
    expect(cache.size).toBe(0);
  });

  describe('fetch', () => {
    it('asks once for requests that miss one header at once, keeps the answer, and shares a refusal', async () => {
      const { lookup, asked } = controlledLookup('dana');
      const first = cache.fetch('Token a', lookup);
      const second = cache.fetch('Token a', lookup);
      expect(asked).toHaveLength(1);
      asked[0].answer();
      await expect(Promise.all([first, second])).resolves.toEqual(['dana', 'dana']);
      expect(cache.get('Token a')).toBe('dana');

      const refused = controlledLookup('sam', SAM);
      const attempts = [cache.fetch('Token bad', refused.lookup), cache.fetch('Token bad', refused.lookup)];
      refused.asked[0].refuse();
      for (const attempt of attempts) await expect(attempt).rejects.toThrow('Invalid token.');
      expect(cache.get('Token bad')).toBeUndefined();
      // A refusal is not remembered: the next request asks again.
      void cache.fetch('Token bad', refused.lookup).catch(() => undefined);
      expect(refused.asked).toHaveLength(2);
    });

    it('does not let a request after a user is forgotten join a lookup under way (whose user is not known yet)', async () => {
      const { lookup, asked } = controlledLookup('dana');
      const before = cache.fetch('Token a', lookup);
      cache.forgetUser(SAM);
      const after = cache.fetch('Token a', lookup);
      expect(asked).toHaveLength(2);
      asked[0].answer();
      asked[1].answer();
      await expect(Promise.all([before, after])).resolves.toEqual(['dana', 'dana']);
    });

    it('asks every time while disabled, and keeps nothing', async () => {
      cache.disable();
      const { lookup, asked } = controlledLookup('dana');
      const answers = [cache.fetch('Token a', lookup), cache.fetch('Token a', lookup)];
      expect(asked).toHaveLength(2);
      for (const question of asked) question.answer();
      await Promise.all(answers);
      expect(cache.get('Token a')).toBeUndefined();
    });
  });

  describe('get with a refresh', () => {
    it('renews an entry read in the last quarter of its lifetime once, in the background, serving it meanwhile', async () => {
      const { lookup, asked } = controlledLookup('dana (renewed)');
      cache.keep('Token a', DANA, 'dana', cache.ticket());
      now += 40_000;
      expect(cache.get('Token a', lookup)).toBe('dana');
      expect(asked).toHaveLength(0);
      now += 6_000;
      expect(cache.get('Token a', lookup)).toBe('dana');
      expect(cache.get('Token a', lookup)).toBe('dana');
      expect(asked).toHaveLength(1);
      asked[0].answer();
      await new Promise(setImmediate);
      // Past the first entry's end, the renewed one is served, for a lifetime of its own.
      now += 15_000;
      expect(cache.get('Token a', lookup)).toBe('dana (renewed)');
      expect(asked).toHaveLength(1);
    });

    it('ends the entry when its refresh fails: the next request asks itself', async () => {
      const { lookup, asked } = controlledLookup('dana');
      cache.keep('Token a', DANA, 'dana', cache.ticket());
      now += 50_000;
      expect(cache.get('Token a', lookup)).toBe('dana');
      asked[0].refuse();
      await new Promise(setImmediate);
      expect(cache.get('Token a', lookup)).toBeUndefined();
    });

    it('does not keep a refresh under way when its user is forgotten', async () => {
      const { lookup, asked } = controlledLookup('dana (before logout)');
      cache.keep('Token a', DANA, 'dana', cache.ticket());
      now += 50_000;
      cache.get('Token a', lookup);
      cache.forgetUser(DANA);
      asked[0].answer();
      await new Promise(setImmediate);
      expect(cache.get('Token a', lookup)).toBeUndefined();
    });

    it('leaves an entry that ends with the paid period to end', () => {
      const { lookup, asked } = controlledLookup('dana');
      cache.keep('Token a', DANA, 'dana', cache.ticket(), now + 10_000);
      now += 9_000;
      expect(cache.get('Token a', lookup)).toBe('dana');
      expect(asked).toHaveLength(0);
    });
  });

  describe('whenForgotten', () => {
    it('resolves when the user is forgotten after the ticket, or already was', async () => {
      const ticket = cache.ticket();
      const waiting = cache.whenForgotten(DANA, ticket, 10_000);
      cache.forgetUser(SAM);
      cache.forgetUser(DANA);
      await expect(waiting).resolves.toBe(true);
      await expect(cache.whenForgotten(DANA, ticket, 10_000)).resolves.toBe(true);
    });

    it('gives up after the timeout, and at once when nothing is being followed', async () => {
      await expect(cache.whenForgotten(DANA, cache.ticket(), 10)).resolves.toBe(false);
      // Nothing of the wait stays behind: a user waited for once is not remembered for ever.
      expect(cache['waiters'].size).toBe(0);
      cache.disable();
      await expect(cache.whenForgotten(DANA, cache.ticket(), 10_000)).resolves.toBe(false);
    });
  });
});
