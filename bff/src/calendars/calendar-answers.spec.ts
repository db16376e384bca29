import { ANSWER_TTL_MS, CalendarAnswers } from './calendar-answers.js';

const answer = (text: string) => ({ body: Buffer.from(text) });

describe('CalendarAnswers', () => {
  it('keeps an answer until its calendar changes', () => {
    const answers = new CalendarAnswers();
    answers.put('preview|/api/calendars/earnings/', 'earnings', answers.generation('earnings'), answer('a'));
    answers.put('preview|/api/calendars/fda/', 'fda', answers.generation('fda'), answer('b'));
    expect(answers.get('preview|/api/calendars/earnings/')?.body.toString()).toBe('a');
    answers.invalidate('earnings');
    expect(answers.get('preview|/api/calendars/earnings/')).toBeUndefined();
    expect(answers.get('preview|/api/calendars/fda/')?.body.toString()).toBe('b');
  });

  it('does not keep an answer fetched before a change that arrived meanwhile', () => {
    const answers = new CalendarAnswers();
    const before = answers.generation('earnings');
    answers.invalidate('earnings');
    expect(answers.put('k', 'earnings', before, answer('stale'))).toBe(false);
    expect(answers.get('k')).toBeUndefined();
  });

  it('drops an answer after its time to live, and everything on clear', () => {
    const answers = new CalendarAnswers();
    answers.put('k', 'earnings', 0, answer('a'), 1_000);
    expect(answers.get('k', 1_000 + ANSWER_TTL_MS - 1)).toBeDefined();
    expect(answers.get('k', 1_000 + ANSWER_TTL_MS)).toBeUndefined();
    answers.put('k', 'earnings', 0, answer('a'));
    const generation = answers.generation('earnings');
    answers.clear();
    expect(answers.get('k')).toBeUndefined();
    expect(answers.put('k', 'earnings', generation, answer('late'))).toBe(false);
  });

  it('drops the combined calendar’s answers when any calendar changes', () => {
    const answers = new CalendarAnswers();
    const before = answers.generation('all');
    answers.put('preview|/api/calendars/all/', 'all', before, answer('all'));
    answers.invalidate('dividend');
    expect(answers.get('preview|/api/calendars/all/')).toBeUndefined();
    expect(answers.put('preview|/api/calendars/all/', 'all', before, answer('stale'))).toBe(false);
  });

  it('evicts the least recently read answer when full', () => {
    const answers = new CalendarAnswers();
    const big = Buffer.alloc(12 * 1024 * 1024);
    answers.put('first', 'earnings', 0, { body: big });
    answers.put('second', 'earnings', 0, { body: big });
    expect(answers.get('first')).toBeDefined();
    // 36 MiB would pass the 32 MiB bound: the one read least recently ("second") goes.
    answers.put('third', 'earnings', 0, { body: big });
    expect(answers.get('second')).toBeUndefined();
    expect(answers.get('first')).toBeDefined();
    expect(answers.get('third')).toBeDefined();
  });

  it('does not keep an answer larger than the whole cache', () => {
    const answers = new CalendarAnswers();
    expect(answers.put('huge', 'earnings', 0, { body: Buffer.alloc(33 * 1024 * 1024) })).toBe(false);
  });
});
