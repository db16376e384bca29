import type { z } from 'zod';
import { firstError } from '../http/valid-body.js';
import { CheckoutBody, CreateSubscriptionBody, SubscribeNewUserBody, TrialEligibilityBody } from './billing-input.js';

/** The answer body a refused input gets, as the billing routes send it. */
const refusal = (schema: z.ZodType, body: unknown) => {
  const parsed = schema.safeParse(body);
  if (parsed.success) throw new Error(`expected a 400 for ${JSON.stringify(body)}`);
  return firstError(parsed.error.issues);
};

const cart = [{ id: 5, name: 'Monthly Subscription', price: 2000, description: 'Market Catalysts, billed monthly' }];

describe('billing input', () => {
  it('reads strings and refuses missing or mistyped ones in the spec’s error shape', () => {
    expect(CreateSubscriptionBody.parse({ payment_method_id: 'pm_1', price_id: 'price_1' })).toEqual({
      payment_method_id: 'pm_1',
      price_id: 'price_1',
      promotion_code: '',
      charge_now_confirmed: false,
    });
    expect(refusal(CreateSubscriptionBody, {})).toEqual({ error: 'payment_method_id is required.' });
    expect(refusal(CreateSubscriptionBody, { payment_method_id: '' })).toEqual({ error: 'payment_method_id is required.' });
    expect(refusal(CreateSubscriptionBody, { payment_method_id: 'pm_1', price_id: 5 })).toEqual({
      error: 'price_id must be a string.',
    });
    expect(refusal(CreateSubscriptionBody, { payment_method_id: 'pm_1', price_id: 'p'.repeat(256) })).toEqual({
      error: 'price_id is too long.',
    });
    expect(
      CreateSubscriptionBody.parse({ payment_method_id: 'pm_1', price_id: 'price_1', promotion_code: null }).promotion_code,
    ).toBe('');
    expect(refusal(CreateSubscriptionBody, { payment_method_id: 'pm_1', price_id: 'price_1', promotion_code: [] })).toEqual({
      error: 'promotion_code must be a string.',
    });
  });

  it('agrees to a charge today only with an explicit true', () => {
    const body = { payment_method_id: 'pm_1', price_id: 'price_1' };
    expect(CreateSubscriptionBody.parse({ ...body, charge_now_confirmed: true }).charge_now_confirmed).toBe(true);
    expect(CreateSubscriptionBody.parse({ ...body, charge_now_confirmed: null }).charge_now_confirmed).toBe(false);
    expect(refusal(CreateSubscriptionBody, { ...body, charge_now_confirmed: 'yes' })).toEqual({
      error: 'charge_now_confirmed must be true or false.',
    });
    expect(
      SubscribeNewUserBody.parse({ userId: 3, paymentMethodId: 'pm_1', priceId: 'price_1', chargeNowConfirmed: true }),
    ).toMatchObject({ chargeNowConfirmed: true });
    expect(TrialEligibilityBody.parse(body)).toEqual(body);
    expect(refusal(TrialEligibilityBody, { payment_method_id: 'pm_1' })).toEqual({ error: 'price_id is required.' });
  });

  it('reads no body as an empty one and refuses anything but an object', () => {
    expect(refusal(CreateSubscriptionBody, undefined)).toEqual({ error: 'payment_method_id is required.' });
    expect(refusal(CreateSubscriptionBody, null)).toEqual({ error: 'payment_method_id is required.' });
    expect(refusal(CreateSubscriptionBody, [1])).toEqual({ error: 'The request body must be a JSON object.' });
    expect(refusal(SubscribeNewUserBody, 'text')).toEqual({ error: 'The request body must be a JSON object.' });
  });

  it('reads ids given as numbers or digits', () => {
    const signUp = { paymentMethodId: 'pm_1', priceId: 'price_1' };
    expect(SubscribeNewUserBody.parse({ userId: 7, ...signUp }).userId).toBe(7);
    expect(SubscribeNewUserBody.parse({ userId: '7', ...signUp }).userId).toBe(7);
    expect(refusal(SubscribeNewUserBody, signUp)).toEqual({ error: 'userId is required.' });
    expect(refusal(SubscribeNewUserBody, { userId: '', ...signUp })).toEqual({ error: 'userId is required.' });
    for (const userId of [-1, 0, 1.5, 2 ** 31, '7; drop', '0x10', true]) {
      expect(refusal(SubscribeNewUserBody, { userId, ...signUp })).toEqual({ error: 'userId must be a positive whole number.' });
    }
    expect(refusal(SubscribeNewUserBody, { userId: 7, paymentMethodId: 'pm_1' })).toEqual({ error: 'priceId is required.' });
  });

  it('reads the spec’s cart and refuses anything else', () => {
    expect(CheckoutBody.parse({ cartItems: cart })).toEqual({
      cartItems: [{ id: 5, name: 'Monthly Subscription', price: 2000 }],
    });
    expect(CheckoutBody.parse({ cartItems: [{ id: '5', price: 0 }], paymentMethodId: 'pm_1' })).toEqual({
      cartItems: [{ id: 5, name: '', price: 0 }],
      paymentMethodId: 'pm_1',
    });
    expect(refusal(CheckoutBody, {})).toEqual({ error: 'cartItems is required.' });
    expect(refusal(CheckoutBody, { cartItems: {} })).toEqual({ error: 'cartItems must be a list of at most 10 items.' });
    expect(refusal(CheckoutBody, { cartItems: Array(11).fill(cart[0]) })).toEqual({
      error: 'cartItems must be a list of at most 10 items.',
    });
    for (const price of ['20', -1, 20.5, undefined]) {
      expect(refusal(CheckoutBody, { cartItems: [{ id: 5, price }] })).toEqual({
        error: 'Each cart item needs a price in cents.',
      });
    }
    expect(refusal(CheckoutBody, { cartItems: [null] })).toEqual({ error: 'Each cart item needs a price in cents.' });
    expect(refusal(CheckoutBody, { cartItems: [5] })).toEqual({ error: 'The request body must be a JSON object.' });
    expect(refusal(CheckoutBody, { cartItems: [{ price: 100 }] })).toEqual({ error: 'id is required.' });
  });

  it('reports the first refusal in the order the fields are read', () => {
    expect(refusal(CheckoutBody, { cartItems: [{ price: 100, id: 'x' }, { id: 1 }] })).toEqual({
      error: 'id must be a positive whole number.',
    });
    expect(refusal(CheckoutBody, { cartItems: cart, paymentMethodId: null })).toEqual({ error: 'paymentMethodId is required.' });
    expect(refusal(CheckoutBody, { paymentMethodId: 5 })).toEqual({ error: 'cartItems is required.' });
  });
});
