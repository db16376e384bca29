import { isValidIpv46Address } from './ip-address.js';
import { codePointLength } from './python-text.js';

export const INVALID_EMAIL = 'Enter a valid email address.';

/**
 * Django 5.2's EmailValidator (the current LTS). Its regexes are compiled with `re.IGNORECASE`, under which
 * Python's ASCII letter classes also match U+0130 İ, U+0131 ı, U+017F ſ and U+212A K (they case-map onto
 * ASCII letters); JavaScript's `i` flag does not agree on all four, so the classes spell them out instead.
 *
 * Django up to 5.1 used an ASCII-only domain regex plus an IDNA (punycode) retry, which accepted digits in
 * the top-level domain (`a@b.c0m`); 5.2 validates Unicode domains directly with DomainNameValidator's
 * patterns and refuses digits in the TLD except in a punycode label.
 */
const FOLDED = '\u0130\u0131\u017f\u212a';
const ATOM = `[-!#$%&'*+/=?^_\`{}|~0-9A-Za-z${FOLDED}]+`;
const QUOTED_CHARACTER = `[\\u0001-\\u0008\\u000b\\u000c\\u000e-\\u001f!#-\\[\\]-\\u007f${FOLDED}]`;
const QUOTED_PAIR = `\\\\[\\u0001-\\u0009\\u000b\\u000c\\u000e-\\u007f${FOLDED}]`;
/** `user_regex`: a dot-atom, or a quoted string. */
const USER_PART = new RegExp(`^(?:${ATOM}(?:\\.${ATOM})*|"(?:${QUOTED_CHARACTER}|${QUOTED_PAIR})*")$`, 'u');

/** `DomainNameValidator.ul`: "Unicode letters", a BMP range (the `u` flag keeps astral characters out). */
const UL = '\\u00a1-\\uffff';
const HOSTNAME = `[a-zA-Z${UL}0-9](?:[a-zA-Z${UL}0-9-]{0,61}[a-zA-Z${UL}0-9])?`;
const DOMAIN_LABELS = `(?:\\.(?!-)[a-zA-Z${UL}0-9-]{1,63}(?<!-))*`;
const TLD_NO_FQDN = `\\.(?!-)(?:[a-zA-Z${UL}-]{2,63}|[xX][nN]--[a-zA-Z0-9${FOLDED}]{1,59})(?<!-)`;
/** `domain_regex = "^" + hostname_re + domain_re + tld_no_fqdn_re + r"\Z"`: no trailing dot. */
const DOMAIN_PART = new RegExp(`^${HOSTNAME}${DOMAIN_LABELS}${TLD_NO_FQDN}$`, 'u');
/** `literal_regex`: an address literal (SMTP 4.1.3), then checked as an IPv4 or IPv6 address. */
const LITERAL = /^\[([A-Fa-f0-9:.]+)\]$/;
const DOMAIN_ALLOWLIST: readonly string[] = ['localhost'];
/** RFC 3696 section 3, as Django applies it before anything else. */
const MAX_EMAIL_LENGTH = 320;

export function isValidEmail(value: string): boolean {
  if (value === '' || !value.includes('@') || codePointLength(value) > MAX_EMAIL_LENGTH) return false;
  const at = value.lastIndexOf('@'); // value.rsplit("@", 1)
  const userPart = value.slice(0, at);
  const domainPart = value.slice(at + 1);
  if (!USER_PART.test(userPart)) return false;
  return DOMAIN_ALLOWLIST.includes(domainPart) || isValidDomainPart(domainPart);
}

function isValidDomainPart(domainPart: string): boolean {
  if (DOMAIN_PART.test(domainPart)) return true;
  const literal = LITERAL.exec(domainPart);
  return literal !== null && isValidIpv46Address(literal[1]);
}

/** `BaseUserManager.normalize_email`: the domain part lower-cased, the local part kept as typed. */
export function normalizeEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 0 ? email : `${email.slice(0, at)}@${email.slice(at + 1).toLowerCase()}`;
}
