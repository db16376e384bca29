import { INVALID_CREDENTIALS } from './djoser-messages.js';
import { type CharFieldRules, validateCharField } from './drf-char-field.js';
import { type FieldErrors, nonFieldError, orderedFieldErrors } from './field-errors.js';
import { PASSWORD_MAX_LENGTH } from './password-field.js';
import { codePointLength } from './python-text.js';
import { fieldInput, type SerializerData } from './serializer-input.js';

export interface LoginCredentials {
  /** Trimmed; Django's ModelBackend looks the user up by exactly this username. */
  readonly username: string;
  /** Trimmed, as DRF's CharField leaves it. */
  readonly password: string;
}

export type LoginResult = { ok: true; value: LoginCredentials } | { ok: false; errors: FieldErrors };

/** Djoser's TokenCreateSerializer declares `password`, then adds the login field in `__init__`. */
export const LOGIN_FIELD_ORDER = ['password', 'username'] as const;

/** Both fields are `CharField(required=False)`: absent is allowed, null or blank is not. */
const OPTIONAL_FIELD: CharFieldRules = { required: false };

export const INVALID_CREDENTIALS_ERRORS: FieldErrors = nonFieldError(INVALID_CREDENTIALS);

/**
 * The database-free part of Djoser's `POST /auth/token/login/`, in Djoser's order:
 *
 *   1. each given field is a non-null, non-blank string or number
 *      (field errors, `password` before `username`);
 *   2. a missing username or password: Django's `authenticate()` returns None without a lookup, so this
 *      answers `INVALID_CREDENTIALS_ERRORS` itself. So does a password longer than any we accept
 *      (PASSWORD_MAX_LENGTH), which cannot match an account and must not be hashed;
 *   — the caller goes on with the returned credentials —
 *   3. the user with exactly this username (ModelBackend's `get_by_natural_key`); when there is none,
 *      hash the password anyway (Django does, against timing attacks) and answer INVALID_CREDENTIALS_ERRORS;
 *   4. the password matches and the account is active (`check_password(...) and user_can_authenticate(...)`),
 *      else INVALID_CREDENTIALS_ERRORS;
 *   5. success: Djoser's `user_logged_in` signal sets `last_login`, which also retires reset tokens.
 */
export function validateLogin(data: SerializerData): LoginResult {
  const password = validateCharField(fieldInput(data, 'password'), OPTIONAL_FIELD);
  const username = validateCharField(fieldInput(data, 'username'), OPTIONAL_FIELD);
  if (!password.ok || !username.ok) {
    return {
      ok: false,
      errors: orderedFieldErrors(LOGIN_FIELD_ORDER, {
        password: password.ok ? undefined : password.errors,
        username: username.ok ? undefined : username.errors,
      }),
    };
  }

  if (username.value === undefined || password.value === undefined) return { ok: false, errors: INVALID_CREDENTIALS_ERRORS };
  if (codePointLength(password.value) > PASSWORD_MAX_LENGTH) return { ok: false, errors: INVALID_CREDENTIALS_ERRORS };
  return { ok: true, value: { username: username.value, password: password.value } };
}
