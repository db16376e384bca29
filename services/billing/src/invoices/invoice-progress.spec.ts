import { isNewer } from './invoice-progress.js';

describe('isNewer', () => {
  it('takes a read that moved the invoice forward', () => {
    expect(isNewer({ status: 'paid', attemptCount: 2 }, { status: 'open', attemptCount: 1 })).toBe(true);
    expect(isNewer({ status: 'open', attemptCount: 2 }, { status: 'open', attemptCount: 1 })).toBe(true);
    expect(isNewer({ status: 'paid', attemptCount: 3 }, { status: 'uncollectible', attemptCount: 3 })).toBe(true);
  });

  it('keeps what it has against a read that arrived late', () => {
    expect(isNewer({ status: 'open', attemptCount: 1 }, { status: 'paid', attemptCount: 1 })).toBe(false);
    expect(isNewer({ status: 'draft', attemptCount: 0 }, { status: 'open', attemptCount: 0 })).toBe(false);
    expect(isNewer({ status: 'open', attemptCount: 1 }, { status: 'open', attemptCount: 2 })).toBe(false);
  });
});
