import { INVALID_PASSWORD } from './djoser-messages.js';
import { type CharFieldRules, validateCharField } from './drf-char-field.js';
import type { FieldErrors } from './field-errors.js';
import { PASSWORD_MAX_LENGTH } from './password-field.js';
import { codePointLength } from './python-text.js';
import { fieldInput, type SerializerData } from './serializer-input.js';

export type AccountDeletionResult =
  { ok: true; value: { readonly currentPassword: string } } | { ok: false; errors: FieldErrors };

/** Djoser's UserDeleteSerializer declares a bare, required `CharField()`. */
const CURRENT_PASSWORD_FIELD: CharFieldRules = { required: true };

export const INVALID_PASSWORD_ERRORS: FieldErrors = { current_password: [INVALID_PASSWORD] };

/**
 * The database-free part of Djoser's `DELETE /auth/users/me/`: `current_password` is given, not
 * null, not blank. One longer than any password we accept cannot match and is never hashed: it
 * answers as a wrong password does. The caller then checks it against the account's hash.
 */
export function validateAccountDeletion(data: SerializerData): AccountDeletionResult {
  const field = validateCharField(fieldInput(data, 'current_password'), CURRENT_PASSWORD_FIELD);
  if (!field.ok) return { ok: false, errors: { current_password: field.errors } };
  const currentPassword = field.value ?? '';
  if (codePointLength(currentPassword) > PASSWORD_MAX_LENGTH) return { ok: false, errors: INVALID_PASSWORD_ERRORS };
  return { ok: true, value: { currentPassword } };
}
