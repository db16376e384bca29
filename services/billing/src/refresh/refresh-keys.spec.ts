import type Stripe from 'stripe';
import { parseRefreshKey, refreshKeysOf } from './refresh-keys.js';

const event = (type: string, id: string | undefined) =>
  ({ id: 'evt_1', object: 'event', type, data: { object: { id } } }) as unknown as Stripe.Event;

describe('refreshKeysOf', () => {
  it.each([
    ['customer.subscription.created', 'sub_1', ['subscription:sub_1']],
    ['customer.subscription.updated', 'sub_1', ['subscription:sub_1']],
    ['customer.subscription.deleted', 'sub_1', ['subscription:sub_1']],
    ['customer.subscription.trial_will_end', 'sub_1', ['trial_will_end:sub_1']],
    ['invoice.paid', 'in_1', ['invoice:in_1']],
    ['invoice.finalized', 'in_1', ['invoice:in_1']],
    ['invoice.voided', 'in_1', ['invoice:in_1']],
    ['invoice.payment_failed', 'in_1', ['invoice_failed:in_1']],
    ['checkout.session.completed', 'cs_1', ['checkout_session:cs_1']],
    ['payment_intent.succeeded', 'pi_1', []],
    ['customer.created', 'cus_1', []],
  ])('asks %s for %j', (type, id, keys) => {
    expect(refreshKeysOf(event(type, id))).toEqual(keys);
  });

  it('asks nothing for an event about an object without an id', () => {
    expect(refreshKeysOf(event('invoice.upcoming', undefined))).toEqual([]);
  });
});

describe('parseRefreshKey', () => {
  it('splits at the first colon only', () => {
    expect(parseRefreshKey('invoice_failed:in_1')).toEqual({ kind: 'invoice_failed', id: 'in_1' });
  });
});
