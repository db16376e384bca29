import type { EventFeed } from '../clients/event-feed.js';
import type { PreparedAnswer } from '../http/prepared-answer.js';
import { CalendarsCache } from './calendars-cache.js';

// Sharing loads and the "no request after a change joins an older load" rule are the runtime's
// InvalidatableCache's (invalidatable-cache.spec.ts); this is how the calendars use it.
describe('CalendarsCache', () => {
  it('before it follows the change events, shares one load between requests but keeps nothing', async () => {
    // Not bootstrapped: it follows no change feed.
    const calendars = new CalendarsCache({} as EventFeed);
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
});
