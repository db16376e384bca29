import { domainToASCII } from 'node:url';
import { isIP } from 'node:net';

export const INVALID_EMAIL = 'Enter a valid email address.';

// Django's EmailValidator, regex for regex (django/core/validators.py); its quoted-string form
// names control characters on purpose.
const USER_PART =
  // eslint-disable-next-line no-control-regex
  /^(?:[-!#$%&'*+/=?^_`{}|~0-9A-Z]+(?:\.[-!#$%&'*+/=?^_`{}|~0-9A-Z]+)*|"(?:[\x01-\x08\x0b\x0c\x0e-\x1f!#-[\]-\x7f]|\\[\x01-\x09\x0b\x0c\x0e-\x7f])*")$/i;
const DOMAIN_PART = /^(?:[A-Z0-9](?:[A-Z0-9-]{0,61}[A-Z0-9])?\.)+(?:[A-Z0-9-]{2,63})$/i;
const LITERAL = /^\[([A-F0-9:.]+)\]$/i;
const DOMAIN_ALLOWLIST = ['localhost'];

function validDomain(domain: string): boolean {
  // Django's domain regex ends with (?<!-): the top-level label may not end with a hyphen.
  if (DOMAIN_PART.test(domain) && !domain.endsWith('-')) return true;
  const literal = LITERAL.exec(domain);
  return literal !== null && isIP(literal[1]) !== 0;
}

export function isValidEmail(value: string): boolean {
  if (!value || !value.includes('@') || value.length > 320) return false;
  const at = value.lastIndexOf('@');
  const user = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (!USER_PART.test(user)) return false;
  if (DOMAIN_ALLOWLIST.includes(domain) || validDomain(domain)) return true;
  // An internationalised domain may be valid in its punycode form.
  const ascii = domainToASCII(domain);
  return ascii !== '' && ascii !== domain && validDomain(ascii);
}

export const emailValidator = (value: string) => (isValidEmail(value) ? undefined : INVALID_EMAIL);

/** Django's `BaseUserManager.normalize_email`: the domain part is lower-cased. */
export function normalizeEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 0 ? email : `${email.slice(0, at)}@${email.slice(at + 1).toLowerCase()}`;
}
