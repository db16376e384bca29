import type { EventFeed } from '../clients/event-feed.js';
import type { PreparedAnswer } from '../http/prepared-answer.js';
import { CalendarsCache } from './calendars-cache.js';

// Sharing loads and the "no request after a change joins an older load" rule are the runtime's
// InvalidatableCache's (invalidatable-cache.spec.ts); this is how the calendars use it.
describe('CalendarsCache', () => {
  it('before it follows the change events, shares one load between requests but keeps nothing', async () => {
    // Not bootstrapped: it follows no change feed.
    const calendars = new CalendarsCache({} as EventFeed);
    // Asked once before: a key's first request is answered alone (the next test).
    await calendars.answer('preview|/api/calendars/earnings/', 'earnings', async () => ({ body: Buffer.from('first') }));
    let loads = 0;
    let finish: (answer: PreparedAnswer) => void = () => undefined;
    const load = () => {
      loads++;
      return new Promise<PreparedAnswer>((resolve) => (finish = resolve));
    };
    const requests = [1, 2].map(() => calendars.answer('preview|/api/calendars/earnings/', 'earnings', load));
    finish({ body: Buffer.from('week') });
    const [first, second] = await Promise.all(requests);
    expect(second).toBe(first);
    expect(loads).toBe(1);
    expect(calendars.get('preview|/api/calendars/earnings/')).toBeUndefined();
    const third = calendars.answer('preview|/api/calendars/earnings/', 'earnings', load);
    finish({ body: Buffer.from('again') });
    expect((await third).body.toString()).toBe('again');
    expect(loads).toBe(2);
  });

  it('answers a key asked for the first time without sharing or keeping it; from the second on, shares', async () => {
    const calendars = new CalendarsCache({} as EventFeed);
    let loads = 0;
    const load = async () => ({ body: Buffer.from(`answer ${++loads}`) });
    const key = 'full|/api/calendars/earnings/?tickers=AAPL';
    const once = await Promise.all([1, 2].map(() => calendars.answer(key, 'earnings', load)));
    expect(once.map((answer) => answer.body.toString())).toEqual(['answer 1', 'answer 2']);
    const again = await Promise.all([1, 2].map(() => calendars.answer(key, 'earnings', load)));
    expect(again.map((answer) => answer.body.toString())).toEqual(['answer 3', 'answer 3']);
  });
});
