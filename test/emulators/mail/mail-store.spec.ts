import { MailStore } from './mail-store.js';
import { receivedMail } from './received-mail.fixture.js';

function storeWithSequentialIds(capacity?: number): MailStore {
  let next = 0;
  return new MailStore({ capacity, newId: () => `m${++next}`, now: () => new Date('2026-03-02T10:00:00Z') });
}

function fill(store: MailStore, count: number): void {
  for (let index = 1; index <= count; index++) store.add(receivedMail({ subject: `mail ${index}` }));
}

describe('MailStore', () => {
  it('gives each message an id and the time it arrived', () => {
    const store = storeWithSequentialIds();
    const stored = store.add(receivedMail({ subject: 'Reset your password' }));
    expect(stored).toMatchObject({ id: 'm1', subject: 'Reset your password', receivedAt: new Date('2026-03-02T10:00:00Z') });
    expect(store.find('m1')).toBe(stored);
    expect(store.find('unknown')).toBeUndefined();
  });

  it('lists the newest message first', () => {
    const store = storeWithSequentialIds();
    fill(store, 3);
    expect(store.newestFirst().map((mail) => mail.subject)).toEqual(['mail 3', 'mail 2', 'mail 1']);
    expect(store.latest()?.subject).toBe('mail 3');
  });

  it('drops the oldest messages beyond its capacity', () => {
    const store = storeWithSequentialIds(2);
    fill(store, 3);
    expect(store.size).toBe(2);
    expect(store.newestFirst().map((mail) => mail.id)).toEqual(['m3', 'm2']);
    expect(store.find('m1')).toBeUndefined();
  });

  it('pages from an offset, newest first', () => {
    const store = storeWithSequentialIds();
    fill(store, 5);
    const page = store.page({ start: 1, limit: 2 });
    expect(page).toMatchObject({ total: 5, matched: 5, start: 1 });
    expect(page.mails.map((mail) => mail.subject)).toEqual(['mail 4', 'mail 3']);
    expect(store.page({ start: 10, limit: 2 }).mails).toEqual([]);
  });

  it('pages through the messages a filter keeps, still counting all of them in total', () => {
    const store = storeWithSequentialIds();
    fill(store, 5);
    const odd = (subject: string) => Number(subject.split(' ')[1]) % 2 === 1;
    const page = store.page({ start: 0, limit: 2, filter: (mail) => odd(mail.subject) });
    expect(page).toMatchObject({ total: 5, matched: 3 });
    expect(page.mails.map((mail) => mail.subject)).toEqual(['mail 5', 'mail 3']);
  });

  it('deletes the given messages and reports how many it had', () => {
    const store = storeWithSequentialIds();
    fill(store, 3);
    expect(store.delete(['m1', 'm3', 'missing'])).toBe(2);
    expect(store.newestFirst().map((mail) => mail.id)).toEqual(['m2']);
  });

  it('empties completely on clear', () => {
    const store = storeWithSequentialIds();
    fill(store, 3);
    store.clear();
    expect(store.size).toBe(0);
    expect(store.latest()).toBeUndefined();
  });

  it('hands out copies, so callers cannot change what it holds', () => {
    const store = storeWithSequentialIds();
    fill(store, 1);
    (store.newestFirst() as unknown[]).length = 0;
    expect(store.size).toBe(1);
  });

  it('refuses a capacity that could hold nothing', () => {
    expect(() => new MailStore({ capacity: 0 })).toThrow(RangeError);
  });
});
