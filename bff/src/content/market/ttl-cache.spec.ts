import { TtlCache } from './ttl-cache.js';

describe('TtlCache', () => {
  // lru-cache reads a start time of 0 as none: the clock starts at a real moment.
  const START = Date.UTC(2026, 10, 27, 18, 0);
  let now = START;
  const cache = () => new TtlCache<string>('test data', 1_000, 100, () => now);

  beforeEach(() => (now = START));

  it('loads once for concurrent readers and keeps the value until it expires', async () => {
    const subject = cache();
    let loads = 0;
    const load = async () => `value ${++loads}`;
    expect(await Promise.all([subject.get('k', load, () => 'none'), subject.get('k', load, () => 'none')])).toEqual([
      'value 1',
      'value 1',
    ]);
    now = START + 999;
    expect(await subject.get('k', load, () => 'none')).toBe('value 1');
    now = START + 1_000;
    expect(await subject.get('k', load, () => 'none')).toBe('value 2');
  });

  it('serves the last value, else the fallback, for a short while when a load fails', async () => {
    const subject = cache();
    const failing = async () => {
      throw new Error('away');
    };
    expect(await subject.get('k', failing, () => 'none')).toBe('none');
    now = START + 50;
    let called = false;
    expect(
      await subject.get(
        'k',
        async () => ((called = true), 'fresh'),
        () => 'none',
      ),
    ).toBe('none');
    expect(called).toBe(false);
    now = START + 100;
    expect(
      await subject.get(
        'k',
        async () => 'fresh',
        () => 'none',
      ),
    ).toBe('fresh');
    now = START + 1_100;
    expect(await subject.get('k', failing, () => 'none')).toBe('fresh');
  });

  it('keeps keys apart', async () => {
    const subject = cache();
    expect(
      await subject.get(
        'a',
        async () => 'A',
        () => '',
      ),
    ).toBe('A');
    expect(
      await subject.get(
        'b',
        async () => 'B',
        () => '',
      ),
    ).toBe('B');
  });
});
