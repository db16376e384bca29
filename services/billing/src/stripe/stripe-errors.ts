import { Counter } from 'prom-client';
import Stripe from 'stripe';

const stripeErrors = new Counter({
  name: 'billing_stripe_api_errors_total',
  help: "Stripe API calls that failed, by operation (the SDK method), error type and HTTP status ('none': no answer)",
  labelNames: ['operation', 'type', 'status'],
});

/** Not API calls: webhook signatures are checked locally. */
const LOCAL_NAMESPACES = new Set(['webhooks']);

/**
 * Counts one failed call: `type` is the SDK's error class (`StripeConnectionError`,
 * `StripeAPIError`, `StripeCardError`…, `other` for anything else), `status` Stripe's HTTP status
 * (`none` when no answer came: a timeout or a refused connection).
 */
export function countStripeError(operation: string, error: unknown): void {
  const stripeError = error instanceof Stripe.errors.StripeError ? error : undefined;
  const status = stripeError?.statusCode;
  stripeErrors.inc({ operation, type: stripeError?.type ?? 'other', status: status === undefined ? 'none' : String(status) });
}

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  value !== null && typeof value === 'object' && typeof (value as { then?: unknown }).then === 'function';

/**
 * The Stripe client with every API call counted in `billing_stripe_api_errors_total` when it fails,
 * named by its path (`subscriptions.create`, `checkout.sessions.retrieve`). The calls themselves are
 * untouched: same arguments, same promise (list results keep their auto-pagination), same error.
 */
export function countingStripeErrors<T extends object>(client: T, path = ''): T {
  return new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof property !== 'string' || property.startsWith('_') || LOCAL_NAMESPACES.has(property)) return value;
      const operation = path ? `${path}.${property}` : property;
      if (typeof value === 'function')
        return (...args: unknown[]) => {
          const result: unknown = value.apply(target, args);
          if (isThenable(result)) result.then(undefined, (error: unknown) => countStripeError(operation, error));
          return result;
        };
      const descriptor = Reflect.getOwnPropertyDescriptor(target, property);
      const replaceable = !descriptor || descriptor.configurable || descriptor.writable;
      if (value !== null && typeof value === 'object' && replaceable) return countingStripeErrors(value, operation);
      return value;
    },
  });
}
