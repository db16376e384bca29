import { AskedBefore } from './asked-before.js';

describe('AskedBefore', () => {
  it('says a key was asked before from its second time on', () => {
    const asked = new AskedBefore(1_024);
    expect(asked.ask('preview|/api/calendars/earnings/?tickers=AAPL,MSFT|2026-11-30')).toBe(false);
    expect(asked.ask('preview|/api/calendars/earnings/?tickers=AAPL,MSFT|2026-11-30')).toBe(true);
    expect(asked.ask('full|/api/calendars/earnings/?tickers=AAPL,MSFT|2026-11-30')).toBe(false);
    expect(asked.ask('preview|/api/calendars/earnings/?tickers=AAPL,MSFT|2026-12-07')).toBe(false);
  });

  it('forgets a key as newer ones take its slot: after as many others as slots, about one time in three', () => {
    const slots = 4_096;
    const asked = new AskedBefore(slots);
    let other = 0;
    const rememberedAfter = (others: number, trials: number) => {
      let remembered = 0;
      for (let trial = 0; trial < trials; trial++) {
        const key = `preview|/api/calendars/earnings/?tickers=T${others}-${trial}|2026-11-30`;
        asked.ask(key);
        for (let index = 0; index < others; index++) asked.ask(`other ${other++}`);
        if (asked.ask(key)) remembered++;
      }
      return remembered / trials;
    };
    expect(rememberedAfter(0, 100)).toBe(1);
    // A key keeps its slot through k others with probability (1 − 1/slots)^k: e^−1 ≈ 0.37 for k = slots.
    const afterSlots = rememberedAfter(slots, 300);
    expect(afterSlots).toBeGreaterThan(0.25);
    expect(afterSlots).toBeLessThan(0.5);
    expect(rememberedAfter(8 * slots, 100)).toBeLessThan(0.05);
  });

  it('refuses a table whose size is not a power of two', () => {
    expect(() => new AskedBefore(10_000)).toThrow('power of two');
  });
});
