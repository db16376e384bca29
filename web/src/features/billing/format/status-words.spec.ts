import { statusWords } from './status-words.js';

describe('statusWords', () => {
  it.each([
    ['trialing', 'Free trial'],
    ['active', 'Active'],
    ['past_due', 'Past due'],
    ['unpaid', 'Unpaid'],
    ['canceled', 'Canceled'],
    ['incomplete', 'Payment needs confirmation'],
    ['incomplete_expired', 'Expired'],
    ['paid', 'Paid'],
    ['open', 'Due'],
  ])('shows %s as %s', (status, words) => {
    expect(statusWords(status)).toBe(words);
  });

  it('turns a status it does not know into words rather than showing the code', () => {
    expect(statusWords('SOME_NEW_STATE')).toBe('Some new state');
  });
});
