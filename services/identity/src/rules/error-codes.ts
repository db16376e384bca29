import { ruleCode } from '@mc/runtime';
import {
  CANNOT_CREATE_USER,
  EMAIL_TAKEN,
  INVALID_CREDENTIALS,
  INVALID_TOKEN,
  INVALID_UID,
  PASSWORD_MISMATCH,
  USERNAME_TAKEN,
} from './djoser-messages.js';
import { NOT_A_STRING, NOT_BLANK, NOT_NULL, REQUIRED } from './drf-char-field.js';
import { INVALID_EMAIL } from './email-validator.js';
import { ENTIRELY_NUMERIC, TOO_COMMON, TOO_SHORT } from './password-validators.js';
import { INVALID_USERNAME } from './username-validator.js';

/**
 * Identity's rules keep Django's, DRF's and Djoser's words as their plain words (their specs pin
 * them); each gets its stable code here, the one place identity's answers are coded.
 */
const CODES = new Map<string, string>([
  [REQUIRED, 'required'],
  [NOT_NULL, 'null'],
  [NOT_BLANK, 'blank'],
  [NOT_A_STRING, 'not_a_string'],
  [INVALID_EMAIL, 'invalid_email'],
  [INVALID_USERNAME, 'invalid_username'],
  [USERNAME_TAKEN, 'username_taken'],
  [EMAIL_TAKEN, 'email_taken'],
  [INVALID_CREDENTIALS, 'invalid_credentials'],
  [INVALID_UID, 'invalid_uid'],
  [INVALID_TOKEN, 'invalid_reset_token'],
  [PASSWORD_MISMATCH, 'password_mismatch'],
  [CANNOT_CREATE_USER, 'cannot_create_user'],
  [TOO_SHORT, 'password_too_short'],
  [TOO_COMMON, 'password_too_common'],
  [ENTIRELY_NUMERIC, 'password_entirely_numeric'],
]);

/** The code of one of identity's messages; the ones with particulars (a limit, a choice, a character) by their shape. */
export function errorCode(message: string): string {
  if (/^The password is too similar to the /.test(message)) return 'password_too_similar';
  if (/ is not a valid time zone\.$/.test(message)) return 'invalid_time_zone';
  return CODES.get(message) ?? ruleCode(message);
}
