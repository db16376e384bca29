import Stripe from 'stripe';
import { signatureHeader, signPayload } from './webhook-signature.js';

const stripe = new Stripe('sk_test_signature');
const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'invoice.paid', data: { object: {} } }, null, 2);

describe('webhook signatures', () => {
  it('match the SDK’s own test header for the same timestamp and secret', () => {
    const timestamp = 1_700_000_000;
    const expected = stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_emulator', timestamp });
    expect(signatureHeader(payload, 'whsec_emulator', timestamp)).toBe(expected);
  });

  it('are accepted by stripe.webhooks.constructEvent', () => {
    const header = signatureHeader(payload, 'whsec_emulator', Math.floor(Date.now() / 1000));
    expect(stripe.webhooks.constructEvent(payload, header, 'whsec_emulator').type).toBe('invoice.paid');
  });

  it('fail for another secret, another body or an old timestamp', () => {
    const now = Math.floor(Date.now() / 1000);
    expect(() =>
      stripe.webhooks.constructEvent(payload, signatureHeader(payload, 'whsec_other', now), 'whsec_emulator'),
    ).toThrow();
    expect(() =>
      stripe.webhooks.constructEvent(`${payload} `, signatureHeader(payload, 'whsec_emulator', now), 'whsec_emulator'),
    ).toThrow();
    expect(() =>
      stripe.webhooks.constructEvent(payload, signatureHeader(payload, 'whsec_emulator', now - 600), 'whsec_emulator'),
    ).toThrow();
  });

  it('are hex HMAC-SHA256 digests', () => {
    expect(signPayload('{}', 'whsec_x', 1)).toMatch(/^[0-9a-f]{64}$/);
  });
});
