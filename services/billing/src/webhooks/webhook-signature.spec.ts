import Stripe from 'stripe';
import { verifyWebhook } from './webhook-signature.js';

const SECRET = 'whsec_unit_test';
const stripe = new Stripe('sk_test_unit');
const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'invoice.paid', data: { object: { id: 'in_1' } } });
const sign = (body: string, secret = SECRET, timestamp = Math.floor(Date.now() / 1000)) =>
  stripe.webhooks.generateTestHeaderString({ payload: body, secret, timestamp });

describe('verifyWebhook', () => {
  it('accepts an event signed with the endpoint secret', () => {
    const verified = verifyWebhook(stripe.webhooks, Buffer.from(payload), sign(payload), SECRET);
    expect(verified).toMatchObject({ ok: true, event: { id: 'evt_1', type: 'invoice.paid' } });
  });

  it('refuses a signature made with another secret', () => {
    expect(verifyWebhook(stripe.webhooks, Buffer.from(payload), sign(payload, 'whsec_other'), SECRET).ok).toBe(false);
  });

  it('refuses a body changed after signing', () => {
    const tampered = payload.replace('in_1', 'in_2');
    expect(verifyWebhook(stripe.webhooks, Buffer.from(tampered), sign(payload), SECRET).ok).toBe(false);
  });

  it('refuses a signature older than five minutes (a replay)', () => {
    const stale = sign(payload, SECRET, Math.floor(Date.now() / 1000) - 301);
    expect(verifyWebhook(stripe.webhooks, Buffer.from(payload), stale, SECRET)).toMatchObject({ ok: false });
  });

  it('refuses a signature dated more than five minutes ahead (issue 12 §9), not one within the tolerance', () => {
    const now = Math.floor(Date.now() / 1000);
    expect(verifyWebhook(stripe.webhooks, Buffer.from(payload), sign(payload, SECRET, now + 302), SECRET)).toEqual({
      ok: false,
      reason: 'signature dated in the future',
    });
    expect(verifyWebhook(stripe.webhooks, Buffer.from(payload), sign(payload, SECRET, now + 200), SECRET).ok).toBe(true);
  });

  it('refuses a request without a signature or without a body', () => {
    expect(verifyWebhook(stripe.webhooks, Buffer.from(payload), undefined, SECRET)).toEqual({
      ok: false,
      reason: 'no Stripe-Signature header',
    });
    expect(verifyWebhook(stripe.webhooks, undefined, sign(payload), SECRET)).toEqual({ ok: false, reason: 'no body' });
  });
});
