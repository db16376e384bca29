import { ProviderError } from '@mc/runtime';
import { ProviderRow } from './provider-row.js';

const row = (fields: Record<string, unknown>) => new ProviderRow(fields, 'earnings row 0');

function refusal(read: () => unknown): ProviderError {
  try {
    read();
  } catch (error) {
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).reason).toBe('malformed');
    return error as ProviderError;
  }
  throw new Error('expected a malformed row');
}

describe('ProviderRow', () => {
  it('reads numbers sent as strings, and JSON numbers too', () => {
    const read = row({ eps: '1.64', revenue: '94930000000', eps_surprise: '-0.02', price: 18.5, sci: '1.2e3' });
    expect(read.decimal('eps')).toBe(1.64);
    expect(read.decimal('revenue')).toBe(94_930_000_000);
    expect(read.decimal('eps_surprise')).toBe(-0.02);
    expect(read.decimal('price')).toBe(18.5);
    expect(read.decimal('sci')).toBe(1200);
  });

  it('reads "" and absent values as unknown', () => {
    const read = row({ eps: '', name: '', time: '', date_confirmed: '', tags: '' });
    expect(read.decimal('eps')).toBeNull();
    expect(read.text('name')).toBeNull();
    expect(read.clock('time')).toBeNull();
    expect(read.flag('date_confirmed')).toBeNull();
    expect(read.texts('tags')).toEqual([]);
    expect(read.decimal('missing')).toBeNull();
    expect(read.day('missing')).toBeNull();
  });

  it('refuses a number that is not one, naming the row and field', () => {
    expect(refusal(() => row({ eps: 'n/a' }).decimal('eps')).message).toMatch(
      /earnings row 0: eps should be a number, not "n\/a"/,
    );
    refusal(() => row({ eps: true }).decimal('eps'));
    refusal(() => row({ period_year: '2026.5' }).integer('period_year'));
  });

  it('needs an id and an updated time', () => {
    expect(row({ id: '5f3c9a', updated: 1767225600 }).id()).toBe('5f3c9a');
    expect(row({ id: 42 }).id()).toBe('42');
    expect(row({ updated: 1767225600 }).updated()).toBe(1767225600);
    refusal(() => row({ id: '' }).id());
    refusal(() => row({}).updated());
    refusal(() => row({ updated: 'yesterday' }).updated());
  });

  it('reads dates and times in the provider’s formats', () => {
    expect(row({ date: '2026-07-30' }).day('date')).toBe('2026-07-30');
    expect(row({ time: '16:30:00' }).clock('time')).toBe('16:30:00');
    expect(row({ time: '08:30' }).clock('time')).toBe('08:30:00');
    refusal(() => row({ date: '07/30/2026' }).day('date'));
    refusal(() => row({ date: '2026-02-30' }).day('date'));
    refusal(() => row({ time: '25:00:00' }).clock('time'));
  });

  it('reads confirmation flags in every form the provider uses', () => {
    for (const yes of [1, '1', true, 'true']) expect(row({ confirmed: yes }).flag('confirmed')).toBe(true);
    for (const no of [0, '0', false, 'false']) expect(row({ confirmed: no }).flag('confirmed')).toBe(false);
    refusal(() => row({ confirmed: 'maybe' }).flag('confirmed'));
  });

  it('caps importance at 5 and refuses a negative one', () => {
    expect(row({ importance: 3 }).importance()).toBe(3);
    expect(row({ importance: 7 }).importance()).toBe(5);
    expect(row({ importance: '' }).importance()).toBeNull();
    refusal(() => row({ importance: -1 }).importance());
  });

  it('writes out figures with their units, as given', () => {
    expect(row({ actual: '3.1%' }).figure('actual')).toBe('3.1%');
    expect(row({ actual: 256 }).figure('actual')).toBe('256');
    expect(row({ actual: '' }).figure('actual')).toBeNull();
  });

  it('refuses a row that is not an object', () => {
    refusal(() => new ProviderRow('AAPL', 'earnings row 3'));
    refusal(() => new ProviderRow(null, 'earnings row 3'));
    refusal(() => new ProviderRow([], 'earnings row 3'));
  });
});
