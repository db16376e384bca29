import { parseRate, throttledDetail } from './rate.js';

describe('rates', () => {
  it('reads DRF rate strings', () => {
    expect(parseRate('30/minute')).toEqual({ limit: 30, periodSeconds: 60 });
    expect(parseRate('5/hour')).toEqual({ limit: 5, periodSeconds: 3600 });
    expect(() => parseRate('fast')).toThrow('not a rate');
  });

  it("words the wait as DRF's Throttled exception does", () => {
    expect(throttledDetail(1)).toBe('Request was throttled. Expected available in 1 second.');
    expect(throttledDetail(41.2)).toBe('Request was throttled. Expected available in 42 seconds.');
  });
});
