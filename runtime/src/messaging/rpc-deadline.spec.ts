import { deadlineAfter, pastDeadline } from './rpc-deadline.js';

describe('rpc deadlines', () => {
  it('is the caller timeout after now, in Unix milliseconds', () => {
    expect(deadlineAfter(1_500, 1_000_000)).toBe('1001500');
  });

  it('has passed only after the instant, and never without a readable header', () => {
    expect(pastDeadline('1001500', 1_001_500)).toBe(false);
    expect(pastDeadline('1001500', 1_001_501)).toBe(true);
    expect(pastDeadline(undefined, 1_001_501)).toBe(false);
    expect(pastDeadline('', 1_001_501)).toBe(false);
    expect(pastDeadline('soon', 1_001_501)).toBe(false);
  });
});
