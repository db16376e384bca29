import { Logger } from '@nestjs/common';
import Stripe from 'stripe';
import { invalid, unavailable, type Problem } from '../common/problem.js';
import { LeaseBusyError } from '@mc/runtime';

const logger = new Logger('Stripe');

/**
 * What the caller hears when Stripe refuses or fails: card errors carry Stripe's own message
 * (the spec shows provider messages as given); Stripe out of reach, or the same user's (or
 * subscription's) earlier Stripe work still running past the wait, is the bff's 503.
 */
export function stripeFailure(error: unknown): Problem {
  if (error instanceof Stripe.errors.StripeCardError) return invalid('card_declined', error.message);
  if (
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeAPIError ||
    error instanceof Stripe.errors.StripeRateLimitError
  ) {
    logger.warn(`Stripe unavailable: ${(error as Error).message}`);
    return unavailable();
  }
  if (error instanceof LeaseBusyError) {
    logger.warn(error.message);
    return unavailable();
  }
  throw error;
}
