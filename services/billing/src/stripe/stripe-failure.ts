import { Logger } from '@nestjs/common';
import { SERVICE_UNAVAILABLE_BODY } from '@mc/runtime';
import Stripe from 'stripe';
import { billingError, problem, type Problem } from '../common/problem.js';

const logger = new Logger('Stripe');

/** Stripe answered with a refusal the customer can act on (a card error, a bad parameter). */
export const isCustomerFacing = (
  error: unknown,
): error is Stripe.errors.StripeCardError | Stripe.errors.StripeInvalidRequestError =>
  error instanceof Stripe.errors.StripeCardError || error instanceof Stripe.errors.StripeInvalidRequestError;

/**
 * What the caller hears when Stripe refuses or fails: card errors carry Stripe's own message
 * (the spec shows provider messages as given); Stripe out of reach is the bff's 503.
 */
export function stripeFailure(error: unknown): Problem {
  if (error instanceof Stripe.errors.StripeCardError) return billingError(400, error.message);
  if (
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeAPIError ||
    error instanceof Stripe.errors.StripeRateLimitError
  ) {
    logger.warn(`Stripe unavailable: ${(error as Error).message}`);
    return problem(503, { ...SERVICE_UNAVAILABLE_BODY });
  }
  throw error;
}
