import type { EventFeed } from '../clients/event-feed.js';
import type { JsonAnswer } from '../http/prepared-answer.js';
import { CalendarsCache } from './calendars-cache.js';

const bodyOf = (answer: JsonAnswer) => (typeof answer === 'string' ? answer : answer.body.toString());

// Sharing loads and the "no request after a change joins an older load" rule are the runtime's
// InvalidatableCache's (invalidatable-cache.spec.ts); this is how the calendars use it.
describe('CalendarsCache', () => {
  it('before it follows the change events, shares one load between requests but keeps nothing', async () => {
    // Not bootstrapped: it follows no change feed.
    const calendars = new CalendarsCache({} as EventFeed);
    // Asked once before: a key's first request is answered alone (the next test).
    await calendars.answer('preview|/api/calendars/earnings/', 'earnings', async () => 'first');
    let loads = 0;
    let finish: (json: string) => void = () => undefined;
    const load = () => {
      loads++;
      return new Promise<string>((resolve) => (finish = resolve));
    };
    const requests = [1, 2].map(() => calendars.answer('preview|/api/calendars/earnings/', 'earnings', load));
    finish('week');
    const [first, second] = await Promise.all(requests);
    expect(second).toBe(first);
    expect(loads).toBe(1);
    expect(calendars.get('preview|/api/calendars/earnings/')).toBeUndefined();
    const third = calendars.answer('preview|/api/calendars/earnings/', 'earnings', load);
    finish('again');
    expect(bodyOf(await third)).toBe('again');
    expect(loads).toBe(2);
  });

  it('answers a key asked for the first time without sharing or keeping it; from the second on, shares', async () => {
    const calendars = new CalendarsCache({} as EventFeed);
    let loads = 0;
    const load = async () => `answer ${++loads}`;
    const key = 'full|/api/calendars/earnings/?tickers=AAPL';
    const once = await Promise.all([1, 2].map(() => calendars.answer(key, 'earnings', load)));
    expect(once.map(bodyOf)).toEqual(['answer 1', 'answer 2']);
    // The first is sent once: the string itself, no Buffer made for it.
    expect(once[0]).toBe('answer 1');
    const again = await Promise.all([1, 2].map(() => calendars.answer(key, 'earnings', load)));
    expect(again.map(bodyOf)).toEqual(['answer 3', 'answer 3']);
    expect(again[0]).toBe(again[1]);
  });
});
