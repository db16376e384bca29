import { isCommonPassword } from './common-passwords.js';
import { codePointLength, isPythonDigits } from './python-text.js';
import { quickRatio } from './sequence-matcher.js';

/** The user attributes Django's UserAttributeSimilarityValidator compares, as on Django's User model. */
export interface PasswordOwner {
  readonly username?: string | null;
  readonly first_name?: string | null;
  readonly last_name?: string | null;
  readonly email?: string | null;
}

const MIN_LENGTH = 8;
const MAX_SIMILARITY = 0.7;
/** `DEFAULT_USER_ATTRIBUTES`, in order, with each model field's `verbose_name`. */
const SIMILARITY_ATTRIBUTES: readonly (readonly [keyof PasswordOwner, string])[] = [
  ['username', 'username'],
  ['first_name', 'first name'],
  ['last_name', 'last name'],
  ['email', 'email address'],
];

export const tooSimilar = (verboseName: string) => `The password is too similar to the ${verboseName}.`;
export const TOO_SHORT = `This password is too short. It must contain at least ${MIN_LENGTH} characters.`;
export const TOO_COMMON = 'This password is too common.';
export const ENTIRELY_NUMERIC = 'This password is entirely numeric.';

/**
 * Django's `validate_password` with the four validators of `startproject`'s AUTH_PASSWORD_VALIDATORS, in
 * that order; every failing validator contributes its message. Without an owner the similarity validator
 * passes (`if not user: return`), which is how Djoser's reset confirmation runs it.
 */
export function validatePassword(password: string, owner?: PasswordOwner): string[] {
  const similarity = owner ? similarityError(password, owner) : null;
  return [
    ...(similarity ? [similarity] : []),
    ...(codePointLength(password) < MIN_LENGTH ? [TOO_SHORT] : []),
    ...(isCommonPassword(password) ? [TOO_COMMON] : []),
    ...(isPythonDigits(password) ? [ENTIRELY_NUMERIC] : []),
  ];
}

/**
 * UserAttributeSimilarityValidator: the first attribute whose whole value, or any of its pieces split on
 * non-word characters, reaches a quick_ratio of 0.7 with the password (both lower-cased) names the error.
 */
function similarityError(password: string, owner: PasswordOwner): string | null {
  const loweredPassword = password.toLowerCase();
  for (const [attribute, verboseName] of SIMILARITY_ATTRIBUTES) {
    const value = owner[attribute];
    if (!value) continue;
    const loweredValue = value.toLowerCase();
    // re.split(r"\W+", value_lower) + [value_lower]; Python's \w is letters, numbers and "_".
    const parts = [...loweredValue.split(/[^\p{L}\p{N}_]+/u), loweredValue];
    // Django first skips parts far shorter than the password (`exceeds_maximum_length_ratio`), to spare its
    // matcher; that never changes the answer (such a part scores below 2v/p < 0.7), and quickRatio is linear.
    if (parts.some((part) => quickRatio(loweredPassword, part) >= MAX_SIMILARITY)) return tooSimilar(verboseName);
  }
  return null;
}
