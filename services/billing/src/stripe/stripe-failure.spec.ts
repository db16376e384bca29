import Stripe from 'stripe';
import { LeaseBusyError, ProblemKind } from '@mc/runtime';
import { stripeFailure } from './stripe-failure.js';

const unavailable = {
  outcome: {
    case: 'problem',
    value: { kind: ProblemKind.UNAVAILABLE, errors: [expect.objectContaining({ code: 'unavailable' })] },
  },
};

describe('stripeFailure', () => {
  it('passes a card error on with Stripe’s own message', () => {
    const declined = new Stripe.errors.StripeCardError({ type: 'card_error', message: 'Your card was declined.' });
    expect(stripeFailure(declined)).toEqual({
      outcome: {
        case: 'problem',
        value: { kind: ProblemKind.INVALID, errors: [{ field: '', code: 'card_declined', message: 'Your card was declined.' }] },
      },
    });
  });

  it('answers 503 when Stripe is out of reach', () => {
    expect(stripeFailure(new Stripe.errors.StripeConnectionError({ message: 'connect ECONNREFUSED' }))).toEqual(unavailable);
  });

  it('answers 503 when an earlier request of the same user still holds the work', () => {
    expect(stripeFailure(new LeaseBusyError('subscribe:7 is still held by another request'))).toEqual(unavailable);
  });

  it('lets anything else through as the bug it is', () => {
    expect(() => stripeFailure(new TypeError('undefined is not a function'))).toThrow(TypeError);
  });
});
