import { charFieldErrors, readCharField, type CharFieldRules } from './drf-char-field.js';
import type { FieldErrors } from './field-errors.js';
import { fieldInput, type SerializerData } from './serializer-input.js';

/** A model CharField(max_length=255): Stripe's ids are far shorter. */
const RULES: CharFieldRules = { required: true, maxLength: 255 };

export type StripeSubscriptionIdValidation = { ok: true; value: string } | { ok: false; errors: FieldErrors };

/** The body of `PUT /auth/users/{id}` in the older sign-up flow, with DRF's serializer messages. */
export function validateStripeSubscriptionId(data: SerializerData): StripeSubscriptionIdValidation {
  const reading = readCharField(fieldInput(data, 'stripe_subscription_id'), RULES);
  if (reading.kind === 'rejected') return { ok: false, errors: { stripe_subscription_id: reading.errors } };
  if (reading.kind === 'absent') return { ok: false, errors: { stripe_subscription_id: ['This field is required.'] } };
  const errors = charFieldErrors(reading.text, RULES);
  return errors.length ? { ok: false, errors: { stripe_subscription_id: errors } } : { ok: true, value: reading.text };
}
