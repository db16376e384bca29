/** Django's `UnicodeUsernameValidator` message. */
export const INVALID_USERNAME = 'Enter a valid username. This value may contain only letters, numbers, and @/./+/-/_ characters.';

/**
 * `UnicodeUsernameValidator.regex = r"^[\w.@+-]+\Z"` with `flags = 0`: Python's Unicode `\w` is exactly
 * letters, numbers and the underscore (checked over every code point against CPython 3.11).
 */
const USERNAME = /^[\p{L}\p{N}_.@+-]+$/u;

export function isValidUsername(username: string): boolean {
  return USERNAME.test(username);
}

/** `AbstractBaseUser.normalize_username`, applied by `create_user` to what is stored. */
export function normalizeUsername(username: string): string {
  return username.normalize('NFKC');
}
