import Stripe from 'stripe';

/** Stripe's tolerance: a signature older than this is a replay, not a delivery. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export type Verified = { ok: true; event: Stripe.Event } | { ok: false; reason: string };

/**
 * Checks `Stripe-Signature` over the exact bytes received. Anything else (no header, no body, a
 * bad, stale or future-dated signature, bytes that are not an event) is refused the same way: Stripe's own
 * deliveries never look like that, so it is someone else's request.
 */
export function verifyWebhook(
  webhooks: Stripe['webhooks'],
  rawBody: Buffer | undefined,
  signature: string | undefined,
  secret: string,
): Verified {
  if (!rawBody?.length) return { ok: false, reason: 'no body' };
  if (!signature) return { ok: false, reason: 'no Stripe-Signature header' };
  // Stripe's library only refuses signatures older than the tolerance; one dated later than it is no delivery of Stripe's either.
  const signedAt = Number(/(?:^|,)\s*t=(\d+)/.exec(signature)?.[1]);
  if (signedAt - Date.now() / 1000 > SIGNATURE_TOLERANCE_SECONDS) return { ok: false, reason: 'signature dated in the future' };
  try {
    return { ok: true, event: webhooks.constructEvent(rawBody, signature, secret, SIGNATURE_TOLERANCE_SECONDS) };
  } catch (error) {
    return { ok: false, reason: (error as Error).message };
  }
}
