import { eventTypeOf, unusableReason } from './webhook-event.js';

const event = (overrides: Record<string, unknown> = {}) => ({
  id: 'evt_1QxYz2AbCdEf',
  object: 'event',
  type: 'customer.subscription.updated',
  data: { object: { id: 'sub_1QxYz2AbCdEf', object: 'subscription' } },
  ...overrides,
});

describe('unusableReason', () => {
  it('accepts what Stripe sends, with or without an object id', () => {
    expect(unusableReason(event())).toBeUndefined();
    expect(unusableReason(event({ type: 'invoice.upcoming', data: { object: { object: 'invoice' } } }))).toBeUndefined();
  });

  it('names what makes a signed event unusable', () => {
    expect(unusableReason([event()])).toBe('not an object');
    expect(unusableReason(event({ id: 42 }))).toBe('no usable event id');
    expect(unusableReason(event({ id: 'evt_\u0000' }))).toBe('no usable event id');
    expect(unusableReason(event({ id: 'x'.repeat(256) }))).toBe('no usable event id');
    expect(unusableReason(event({ type: 'Invoice Paid' }))).toBe('no usable event type');
    expect(unusableReason(event({ type: ['invoice.paid'] }))).toBe('no usable event type');
    expect(unusableReason(event({ data: null }))).toBe('no data.object');
    expect(unusableReason(event({ data: { object: 'sub_1' } }))).toBe('no data.object');
    expect(unusableReason(event({ data: { object: { id: { id: 'sub_1' } } } }))).toBe('no usable data.object.id');
    expect(unusableReason(event({ data: { object: { id: 'sub_\ud800' } } }))).toBe('no usable data.object.id');
  });
});

describe('eventTypeOf', () => {
  it('keeps a type that reads as one, and calls anything else invalid', () => {
    expect(eventTypeOf(event())).toBe('customer.subscription.updated');
    expect(eventTypeOf(event({ type: `invoice.${'a'.repeat(100)}` }))).toBe('invalid');
    expect(eventTypeOf(null)).toBe('invalid');
  });
});
