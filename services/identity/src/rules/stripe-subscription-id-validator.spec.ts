import { validateStripeSubscriptionId } from './stripe-subscription-id-validator.js';

describe('validateStripeSubscriptionId', () => {
  it('accepts a subscription id, trimmed as DRF trims', () => {
    expect(validateStripeSubscriptionId({ stripe_subscription_id: ' sub_123 ' })).toEqual({ ok: true, value: 'sub_123' });
  });

  it.each([
    [{}, 'This field is required.'],
    [{ stripe_subscription_id: null }, 'This field may not be null.'],
    [{ stripe_subscription_id: '  ' }, 'This field may not be blank.'],
    [{ stripe_subscription_id: ['sub_1'] }, 'Not a valid string.'],
    [{ stripe_subscription_id: 'x'.repeat(256) }, 'Ensure this field has no more than 255 characters.'],
  ])('refuses %j with DRF’s message', (body, message) => {
    expect(validateStripeSubscriptionId(body)).toEqual({ ok: false, errors: { stripe_subscription_id: [message] } });
  });
});
