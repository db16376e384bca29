import { describe, expect, it } from '@jest/globals';
import { alertHeadline, alertLink, badgeCount, listsWords, valueWords } from './alert-words.js';
import { confirmedFda, sampleAlert } from './alert-fixtures.test-helper.js';

describe('the words of an alert', () => {
  it.each([
    [sampleAlert(), 'AAPL earnings moved from Oct 29 to Nov 3'],
    [sampleAlert({ previous: null }), 'AAPL earnings moved to Nov 3'],
    [confirmedFda, 'MRNA FDA date confirmed'],
    [sampleAlert({ kind: 'confirmed', previous: null, current: '2026-11-03' }), 'AAPL earnings confirmed for Nov 3'],
    [
      sampleAlert({ kind: 'confirmed', catalyst: 'fda-8', ticker: 'MRNA', previous: 'estimated', current: 'confirmed' }),
      'MRNA FDA date confirmed',
    ],
    [sampleAlert({ kind: 'confirmed', previous: 'estimated', current: 'confirmed' }), 'AAPL earnings date confirmed'],
    [
      sampleAlert({ kind: 'time_changed', previous: '16:05 ET', current: '16:30 ET' }),
      'AAPL earnings now at 4:30 PM ET (was at 4:05 PM ET)',
    ],
    [
      sampleAlert({ kind: 'time_changed', previous: 'before_open', current: 'after_close' }),
      'AAPL earnings now after the close (was before the open)',
    ],
    [
      sampleAlert({ kind: 'status', catalyst: 'ipo-9', ticker: 'ARMX', previous: 'expected', current: 'priced' }),
      'ARMX IPO priced (was expected)',
    ],
    [
      sampleAlert({ kind: 'outcome', catalyst: 'fda-1', ticker: 'MRNA', previous: null, current: 'approved' }),
      'MRNA FDA decision: approved',
    ],
    [sampleAlert({ kind: 'outcome', previous: null, current: 'EPS $1.52' }), 'AAPL earnings reported: EPS $1.52'],
    [sampleAlert({ kind: 'outcome', catalyst: 'splits-3', previous: null, current: 'done' }), 'AAPL split outcome: done'],
    [sampleAlert({ kind: 'date_moved', previous: null, current: null }), 'AAPL earnings date moved'],
    [
      sampleAlert({ kind: 'removed', previous: '2026-10-29', current: null }),
      'AAPL earnings of Oct 29 removed from the calendar',
    ],
    [sampleAlert({ kind: 'reminder', previous: null, current: '2026-11-03' }), 'Reminder: AAPL earnings on Nov 3'],
    [
      sampleAlert({ kind: 'digest', ticker: null, title: '4 catalysts of your lists today' }),
      'Pre-market digest: 4 catalysts of your lists today',
    ],
    [sampleAlert({ kind: 'split_announced', title: 'AAPL 4-for-1 split' }), 'AAPL 4-for-1 split'],
  ])('%#: %s', (alert, headline) => {
    expect(alertHeadline(alert)).toBe(headline);
  });

  it('reads days, clock times and sessions as a trader does, and leaves other words as sent', () => {
    expect(valueWords('2026-01-05')).toBe('Jan 5');
    expect(valueWords('16:05')).toBe('at 4:05 PM');
    expect(valueWords('08:00 ET')).toBe('at 8:00 AM ET');
    expect(valueWords('during_market')).toBe('during market hours');
    expect(valueWords('withdrawn')).toBe('withdrawn');
  });

  it('leads to the company, or to its calendar when the alert names no ticker', () => {
    expect(alertLink(sampleAlert())).toBe('/company/AAPL');
    expect(alertLink({ catalyst: 'economic-44', ticker: null })).toBe('/economic-calendar');
    expect(alertLink({ catalyst: 'unheard-of-1', ticker: null })).toBe('/market-catalysts-calendar');
  });

  it('names the lists, and caps the badge at 9+', () => {
    expect(listsWords([])).toBe('');
    expect(
      listsWords([
        { id: 1, name: 'A' },
        { id: 2, name: 'B' },
      ]),
    ).toBe('A and B');
    expect(
      listsWords([
        { id: 1, name: 'A' },
        { id: 2, name: 'B' },
        { id: 3, name: 'C' },
      ]),
    ).toBe('A and 2 more lists');
    expect([1, 9, 10, 250].map(badgeCount)).toEqual(['1', '9', '9+', '9+']);
  });
});
