import type { CharFieldRules } from './drf-char-field.js';

/**
 * Djoser declares its password fields as plain `CharField(style={"input_type": "password"})`: no length
 * limit, and, like every DRF CharField, leading and trailing whitespace is trimmed before anything else
 * sees the password. We add a cap (a DRF max_length, with its message) so that hashing cannot be used to
 * exhaust the service; a password that long was never accepted, so no account can hold one.
 */
export const PASSWORD_MAX_LENGTH = 4096;

export const PASSWORD_FIELD: CharFieldRules = { required: true, maxLength: PASSWORD_MAX_LENGTH };
