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
});
