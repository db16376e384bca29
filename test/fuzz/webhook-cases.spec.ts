import Stripe from 'stripe';
import { STRIPE_KEYS } from '../../scripts/stack.mjs';
import { seeded } from './hostile-cases.js';
import { randomWebhookCase, stripeSignature, webhookCases, webhookRequest, WEBHOOK_PATH } from './webhook-cases.js';

const webhooks = new Stripe('sk_test_fuzz').webhooks;
const labels = webhookCases().map(({ label }) => label);
const byLabel = (label: string) => webhookCases().find((fuzz) => fuzz.label === label)!;

describe('the webhook cases', () => {
  it('sign as Stripe does: its own library accepts the signature of a correctly signed case', () => {
    const fuzz = webhookRequest(byLabel('signed the valid event'));
    const event = webhooks.constructEvent(String(fuzz.body), fuzz.headers['stripe-signature'], STRIPE_KEYS.webhookSecret);
    expect(event).toMatchObject({
      type: 'customer.subscription.updated',
      data: { object: { id: 'sub_fuzz_no_such_subscription' } },
    });
    expect(fuzz).toMatchObject({ method: 'POST', path: WEBHOOK_PATH, expect: [200] });
  });

  it('sign when sent, so a delivery built long ago is still on time', () => {
    const fuzz = byLabel('signed the valid event');
    const later = Math.floor(Date.now() / 1000) + 3600;
    expect(webhookRequest(fuzz, later).headers['stripe-signature']).toBe(
      stripeSignature(String(fuzz.body), STRIPE_KEYS.webhookSecret, later),
    );
  });

  it('send forged, stale and future-dated deliveries, and expect a 400 for each', () => {
    const forged = ['no signature', 'signed with another secret', 'a signature older than the tolerance (a replay)'];
    for (const label of [...forged, 'a signature dated beyond the tolerance ahead']) {
      const fuzz = webhookRequest(byLabel(label));
      expect({ label, expect: fuzz.expect }).toEqual({ label, expect: [400] });
    }
    for (const label of forged) {
      const fuzz = webhookRequest(byLabel(label));
      expect(() =>
        webhooks.constructEvent(String(fuzz.body), fuzz.headers['stripe-signature'] ?? '', STRIPE_KEYS.webhookSecret, 300),
      ).toThrow();
    }
    // Stripe's library accepts a signature from the future (billing refuses it itself): the case is correctly signed, only early.
    const early = webhookRequest(byLabel('a signature dated beyond the tolerance ahead'));
    expect(
      webhooks.constructEvent(String(early.body), early.headers['stripe-signature'], STRIPE_KEYS.webhookSecret, 300),
    ).toMatchObject({
      object: 'event',
    });
  });

  it('send correctly signed bodies that are no usable event, and expect them acknowledged', () => {
    expect(labels).toEqual(
      expect.arrayContaining([
        "signed a NUL byte in the event's id",
        'signed a lone high surrogate in data.object.id',
        'signed an unknown event type',
        'signed an unknown object',
        'signed a list nested 5000 deep',
        'signed an event id that is a number',
        'method GET',
        'a form',
      ]),
    );
    const nul = webhookRequest(byLabel("signed a NUL byte in the event's id"));
    expect(webhooks.constructEvent(String(nul.body), nul.headers['stripe-signature'], STRIPE_KEYS.webhookSecret)).toMatchObject({
      id: 'price\u0000_1',
    });
    expect(nul.expect).toEqual([200]);
  });

  it('vary the same classes at random, the same way for the same seed', () => {
    const run = (seed: number) => Array.from({ length: 50 }, () => randomWebhookCase(seeded(seed)).label);
    expect(run(7)).toEqual(run(7));
    const random = seeded(11);
    const kinds = new Set(Array.from({ length: 200 }, () => randomWebhookCase(random).label.split(' ').slice(0, 3).join(' ')));
    expect(kinds.size).toBeGreaterThanOrEqual(5);
  });
});
