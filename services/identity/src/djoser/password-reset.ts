import type { JsonObject } from '@bufbuild/protobuf';
import { charField, collect, type Validation } from './drf-fields.js';
import { emailValidator } from './email-validator.js';
import { PASSWORD_MAX_LENGTH, validatePassword } from './password-validators.js';

/** Djoser's SendEmailResetSerializer. */
export function validateResetRequest(form: JsonObject): Validation<{ email: string }> {
  return collect({ email: charField(form, 'email', { maxLength: 254, validators: [emailValidator] }) }) as Validation<{ email: string }>;
}

export interface ResetConfirmation {
  uid: string;
  token: string;
  newPassword: string;
}

/**
 * Djoser's PasswordResetConfirmRetypeSerializer up to the database: fields, then Django's
 * password validators (run without a user, so similarity never fires), then the retype. The
 * caller then checks the uid and, last, the token — Djoser's order.
 */
export function validateResetConfirm(form: JsonObject): Validation<ResetConfirmation> {
  const checked = collect({
    uid: charField(form, 'uid'),
    token: charField(form, 'token'),
    new_password: charField(form, 'new_password', { maxLength: PASSWORD_MAX_LENGTH }),
    re_new_password: charField(form, 're_new_password', { maxLength: PASSWORD_MAX_LENGTH }),
  });
  if (!checked.ok) return checked;
  const { uid, token, new_password: newPassword, re_new_password: retyped } = checked.value as Record<string, string>;
  const passwordErrors = validatePassword(newPassword);
  if (passwordErrors.length) return { ok: false, errors: { new_password: passwordErrors } };
  if (newPassword !== retyped) return { ok: false, errors: { non_field_errors: ["The two password fields didn't match."] } };
  return { ok: true, value: { uid, token, newPassword } };
}
