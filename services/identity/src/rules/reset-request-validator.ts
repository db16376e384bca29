import { type CharFieldRules, validateCharField } from './drf-char-field.js';
import { INVALID_EMAIL, isValidEmail } from './email-validator.js';
import type { FieldErrors } from './field-errors.js';
import { fieldInput, type SerializerData } from './serializer-input.js';

export type ResetRequestResult = { ok: true; value: { readonly email: string } } | { ok: false; errors: FieldErrors };

/**
 * Djoser's SendEmailResetSerializer declares a bare `EmailField()`: no length limit, and its "invalid"
 * message replaces CharField's "Not a valid string." for input that is not text.
 */
const EMAIL_FIELD: CharFieldRules = {
  required: true,
  invalidMessage: INVALID_EMAIL,
  trailingChecks: [(email) => (isValidEmail(email) ? [] : [INVALID_EMAIL])],
};

/**
 * The field check of Djoser's `POST /auth/users/reset_password/`. The caller then looks for an active user
 * with a usable password and this email (Djoser compares it exactly; ours are unique regardless of case),
 * mails a link when there is one, and answers 204 either way, so the answer never tells whether the
 * address is registered.
 */
export function validateResetRequest(data: SerializerData): ResetRequestResult {
  const email = validateCharField(fieldInput(data, 'email'), EMAIL_FIELD);
  return email.ok ? { ok: true, value: { email: email.value ?? '' } } : { ok: false, errors: { email: email.errors } };
}
