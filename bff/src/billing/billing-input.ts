import { z } from 'zod';

/**
 * The billing endpoints' request bodies (spec §7). Their refusals are the older `{"error": ...}`
 * shape (`firstError`), with these messages.
 */

const MAX_TEXT = 255;
const MAX_ID = 2 ** 31 - 1;
const NOT_AN_OBJECT = 'The request body must be a JSON object.';

/** A JSON object; no body (or `null`) is an empty one. */
const billingObject = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.preprocess((body) => body ?? {}, z.object(shape, { error: NOT_AN_OBJECT }));

const requiredText = (field: string) =>
  z
    .string({ error: (issue) => (issue.input == null ? `${field} is required.` : `${field} must be a string.`) })
    .min(1, { error: `${field} is required.` })
    .max(MAX_TEXT, { error: `${field} is too long.` });

/** Absent or `null` reads as no text. */
const optionalText = (field: string) =>
  z
    .string({ error: `${field} must be a string.` })
    .max(MAX_TEXT, { error: `${field} is too long.` })
    .nullish()
    .transform((text) => text ?? '');

/** A positive whole number, given as a number or as digits (forms send ids as text). */
const requiredId = (field: string) => {
  const notAnId = `${field} must be a positive whole number.`;
  return z
    .union(
      [
        z.number(),
        z
          .string()
          .regex(/^\d{1,9}$/)
          .transform(Number),
      ],
      {
        error: (issue) => (issue.input == null || issue.input === '' ? `${field} is required.` : notAnId),
      },
    )
    .pipe(z.number().int({ error: notAnId }).positive({ error: notAnId }).max(MAX_ID, { error: notAnId }));
};

const PRICE_IN_CENTS = 'Each cart item needs a price in cents.';

/** The spec's cart item `{id, name, price (cents), description}`; the description is not needed. */
const cartItem = billingObject({
  price: z.number({ error: PRICE_IN_CENTS }).int({ error: PRICE_IN_CENTS }).min(0, { error: PRICE_IN_CENTS }),
  id: requiredId('id'),
  // A name that is not text is no name; a long one is cut, as billing stores it.
  name: z
    .string()
    .catch('')
    .transform((name) => name.slice(0, MAX_TEXT)),
});

const cartItems = z
  .array(cartItem, {
    error: (issue) => (issue.input == null ? 'cartItems is required.' : 'cartItems must be a list of at most 10 items.'),
  })
  .max(10, { error: 'cartItems must be a list of at most 10 items.' });

/** Absent or `null` reads as false: only an explicit `true` agrees to a charge today. */
const optionalFlag = (field: string) =>
  z
    .boolean({ error: `${field} must be true or false.` })
    .nullish()
    .transform((flag) => flag ?? false);

/** `POST /api/trial-eligibility/`: asked once Stripe.js made the payment method, before subscribing. */
export const TrialEligibilityBody = billingObject({
  payment_method_id: requiredText('payment_method_id'),
  price_id: requiredText('price_id'),
});

/** `POST /api/create-subscription/` */
export const CreateSubscriptionBody = billingObject({
  payment_method_id: requiredText('payment_method_id'),
  price_id: requiredText('price_id'),
  promotion_code: optionalText('promotion_code'),
  charge_now_confirmed: optionalFlag('charge_now_confirmed'),
});

/** `POST /create-checkout-session/`: with `paymentMethodId` the card form pays the cart, without it the cart page gets a Checkout URL. */
export const CheckoutBody = billingObject({
  cartItems,
  paymentMethodId: requiredText('paymentMethodId').optional(),
});

/** `POST /subscribe/` of the older sign-up. */
export const SubscribeNewUserBody = billingObject({
  userId: requiredId('userId'),
  paymentMethodId: requiredText('paymentMethodId'),
  priceId: requiredText('priceId'),
  chargeNowConfirmed: optionalFlag('chargeNowConfirmed'),
});
