import { pythonStr } from '@mc/runtime';
import { INVALID_UID, INVALID_TOKEN, PASSWORD_MISMATCH } from './djoser-messages.js';
import { type CharFieldRules, validateCharField } from './drf-char-field.js';
import { type FieldErrors, nonFieldError, orderedFieldErrors } from './field-errors.js';
import { PASSWORD_FIELD } from './password-field.js';
import { validatePassword } from './password-validators.js';
import { fieldInput, type SerializerData } from './serializer-input.js';

export interface ResetConfirmation {
  /** The uid exactly as sent (Djoser decodes `initial_data["uid"]`, not the trimmed field value). */
  readonly uid: string;
  /** The token exactly as sent (Djoser checks `initial_data["token"]`). */
  readonly token: string;
  /** Trimmed, as DRF's CharField leaves it; this is the password to set. */
  readonly newPassword: string;
}

export type ResetConfirmResult = { ok: true; value: ResetConfirmation } | { ok: false; errors: FieldErrors };

/** Field order of PasswordResetConfirmRetypeSerializer(UidAndTokenSerializer, PasswordRetypeSerializer). */
export const RESET_CONFIRM_FIELD_ORDER = ['uid', 'token', 'new_password', 're_new_password'] as const;

const PLAIN_FIELD: CharFieldRules = { required: true };

export const INVALID_UID_ERRORS: FieldErrors = { uid: [INVALID_UID] };
export const INVALID_TOKEN_ERRORS: FieldErrors = { token: [INVALID_TOKEN] };

/**
 * The database-free part of Djoser's `POST /auth/users/reset_password_confirm/` (PASSWORD_RESET_CONFIRM_RETYPE
 * on). `UidAndTokenSerializer.validate` first calls up to `PasswordRetypeSerializer.validate`, so Djoser's
 * checks come in this order, each answering 400 and stopping the rest:
 *
 *   1. uid, token, new_password and re_new_password are present, not null, not
 *      blank strings (all field errors together);
 *   2. Django's password validators on new_password, under `new_password`; they run with the anonymous
 *      request user, which has no attributes to compare, so "too similar" never fires;
 *   3. new_password equals re_new_password (both trimmed), else `non_field_errors`;
 *   — this function ends here; the caller goes on with the returned value —
 *   4. `decodeUid(uid)` and a user with that id (any user, active or not), else `INVALID_UID_ERRORS`;
 *   5. `checkToken(user, token, …)`, else `INVALID_TOKEN_ERRORS`.
 *
 * Djoser answers 500 when uid or token is a JSON number (it calls string methods on the raw value); here
 * such a value is passed on as text, which then fails step 4 or 5 with a 400.
 */
export function validateResetConfirm(data: SerializerData): ResetConfirmResult {
  const uid = validateCharField(fieldInput(data, 'uid'), PLAIN_FIELD);
  const token = validateCharField(fieldInput(data, 'token'), PLAIN_FIELD);
  const newPassword = validateCharField(fieldInput(data, 'new_password'), PASSWORD_FIELD);
  const retyped = validateCharField(fieldInput(data, 're_new_password'), PLAIN_FIELD);
  if (!uid.ok || !token.ok || !newPassword.ok || !retyped.ok) {
    return {
      ok: false,
      errors: orderedFieldErrors(RESET_CONFIRM_FIELD_ORDER, {
        uid: uid.ok ? undefined : uid.errors,
        token: token.ok ? undefined : token.errors,
        new_password: newPassword.ok ? undefined : newPassword.errors,
        re_new_password: retyped.ok ? undefined : retyped.errors,
      }),
    };
  }

  const password = newPassword.value ?? '';
  const passwordErrors = validatePassword(password);
  if (passwordErrors.length > 0) return { ok: false, errors: { new_password: passwordErrors } };
  if (password !== retyped.value) return { ok: false, errors: nonFieldError(PASSWORD_MISMATCH) };

  return {
    ok: true,
    value: { uid: pythonStr(data.uid), token: pythonStr(data.token), newPassword: password },
  };
}
