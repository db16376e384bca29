import { ANSWER_TTL_MS, calendarAnswers } from './calendar-answers.js';

const answer = (text: string) => ({ body: Buffer.from(text) });

describe('calendarAnswers', () => {
  let now: number;
  const make = () => calendarAnswers(() => now);
  beforeEach(() => {
    now = Date.UTC(2026, 10, 27, 18, 0);
  });

  it('keeps an answer until its calendar changes', () => {
    const answers = make();
    answers.keep('preview|/api/calendars/earnings/', 'earnings', answer('a'), answers.mark());
    answers.keep('preview|/api/calendars/fda/', 'fda', answer('b'), answers.mark());
    expect(answers.get('preview|/api/calendars/earnings/')?.body.toString()).toBe('a');
    answers.invalidate('earnings');
    expect(answers.get('preview|/api/calendars/earnings/')).toBeUndefined();
    expect(answers.get('preview|/api/calendars/fda/')?.body.toString()).toBe('b');
  });

  it('drops an answer after its time to live', () => {
    const answers = make();
    answers.keep('k', 'earnings', answer('a'), answers.mark());
    now += ANSWER_TTL_MS - 1;
    expect(answers.get('k')).toBeDefined();
    now += 1;
    expect(answers.get('k')).toBeUndefined();
  });

  it('drops the combined calendar’s answers when any calendar changes', () => {
    const answers = make();
    const before = answers.mark();
    answers.keep('preview|/api/calendars/all/', 'all', answer('all'), before);
    answers.invalidate('dividend');
    expect(answers.get('preview|/api/calendars/all/')).toBeUndefined();
    expect(answers.keep('preview|/api/calendars/all/', 'all', answer('stale'), before)).toBe(false);
  });

  it('evicts the least recently read answer past 32 MiB', () => {
    const answers = make();
    const big = Buffer.alloc(12 * 1024 * 1024);
    answers.keep('first', 'earnings', { body: big }, answers.mark());
    answers.keep('second', 'earnings', { body: big }, answers.mark());
    expect(answers.get('first')).toBeDefined();
    // 36 MiB would pass the 32 MiB bound: the one read least recently ("second") goes.
    answers.keep('third', 'earnings', { body: big }, answers.mark());
    expect(answers.get('second')).toBeUndefined();
    expect(answers.get('first')).toBeDefined();
    expect(answers.get('third')).toBeDefined();
  });

  it('does not keep an answer larger than the whole cache', () => {
    const answers = make();
    expect(answers.keep('huge', 'earnings', { body: Buffer.alloc(33 * 1024 * 1024) }, answers.mark())).toBe(false);
    expect(answers.get('huge')).toBeUndefined();
  });
});
