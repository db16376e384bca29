import { BadRequestException } from '@nestjs/common';
import { bodyObject, cartItems, optionalText, requiredId, requiredText } from './billing-input.js';

const refusal = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    expect(error).toBeInstanceOf(BadRequestException);
    return (error as BadRequestException).getResponse();
  }
  throw new Error('expected a 400');
};

describe('billing input', () => {
  it('reads strings and refuses missing or mistyped ones in the spec’s error shape', () => {
    expect(requiredText({ price_id: 'price_1' }, 'price_id')).toBe('price_1');
    expect(refusal(() => requiredText({}, 'price_id'))).toEqual({ error: 'price_id is required.' });
    expect(refusal(() => requiredText({ price_id: 5 }, 'price_id'))).toEqual({ error: 'price_id must be a string.' });
    expect(optionalText({}, 'promotion_code')).toBe('');
    expect(refusal(() => optionalText({ promotion_code: [] }, 'promotion_code'))).toEqual({
      error: 'promotion_code must be a string.',
    });
  });

  it('reads ids given as numbers or digits', () => {
    expect(requiredId({ userId: 7 }, 'userId')).toBe(7);
    expect(requiredId({ userId: '7' }, 'userId')).toBe(7);
    expect(refusal(() => requiredId({ userId: -1 }, 'userId'))).toEqual({ error: 'userId must be a positive whole number.' });
    expect(refusal(() => requiredId({ userId: '7; drop' }, 'userId'))).toEqual({
      error: 'userId must be a positive whole number.',
    });
  });

  it('reads the spec’s cart and refuses anything else', () => {
    expect(cartItems({ cartItems: [{ id: 5, name: 'Monthly Subscription', price: 2000, description: 'x' }] })).toEqual([
      { id: 5, name: 'Monthly Subscription', price: 2000 },
    ]);
    expect(refusal(() => cartItems({}))).toEqual({ error: 'cartItems is required.' });
    expect(refusal(() => cartItems({ cartItems: [{ id: 5, price: '20' }] }))).toEqual({
      error: 'Each cart item needs a price in cents.',
    });
    expect(refusal(() => bodyObject([1]))).toEqual({ error: 'The request body must be a JSON object.' });
  });
});
