import { stripeConfig } from './stripe-client.provider.js';

describe('stripeConfig', () => {
  it('leaves the SDK on its own host for Stripe', () => {
    const config = stripeConfig({ STRIPE_API_URL: 'https://api.stripe.com', STRIPE_TIMEOUT_MS: 5000 });
    expect(config).not.toHaveProperty('host');
    expect(config.timeout).toBe(5000);
  });

  it('points the SDK at a local emulator over plain HTTP', () => {
    expect(stripeConfig({ STRIPE_API_URL: 'http://127.0.0.1:12111', STRIPE_TIMEOUT_MS: 5000 })).toMatchObject({
      host: '127.0.0.1',
      port: 12111,
      protocol: 'http',
    });
  });
});
