/** A Stripe id (`evt_…`, `sub_…`, `in_…`): printable ASCII without blanks, as Stripe makes them. */
const STRIPE_ID = /^[\x21-\x7e]{1,255}$/;
/** An event type (`invoice.paid`, `customer.subscription.updated`). */
const EVENT_TYPE = /^[a-z0-9_]+(\.[a-z0-9_]+)+$/;
const MAX_TYPE_LENGTH = 100;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const isStripeId = (value: unknown): value is string => typeof value === 'string' && STRIPE_ID.test(value);

/** The event's type when it reads as one, else `invalid`: a metric label and a stored column, never arbitrary text. */
export const eventTypeOf = (event: unknown): string => {
  const type = isObject(event) ? event.type : undefined;
  return typeof type === 'string' && type.length <= MAX_TYPE_LENGTH && EVENT_TYPE.test(type) ? type : 'invalid';
};

/**
 * Why a correctly signed event cannot be applied (issue 12 §9), or undefined when it can: its id,
 * type, `data.object` and that object's id (when it has one) must be what Stripe sends. Such an
 * event would fail the same way on every redelivery, so it is acknowledged, not retried.
 */
export function unusableReason(event: unknown): string | undefined {
  if (!isObject(event)) return 'not an object';
  if (!isStripeId(event.id)) return 'no usable event id';
  if (eventTypeOf(event) === 'invalid') return 'no usable event type';
  if (!isObject(event.data) || !isObject(event.data.object)) return 'no data.object';
  const objectId = event.data.object.id;
  if (objectId !== undefined && objectId !== null && !isStripeId(objectId)) return 'no usable data.object.id';
  return undefined;
}
