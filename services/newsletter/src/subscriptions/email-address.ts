/** RFC 5321's limits: a whole path of 254 characters, a local part of 64. */
export const EMAIL_MAX_LENGTH = 254;
const LOCAL_MAX_LENGTH = 64;

// The dot-atom of RFC 5322 (what people actually type; quoted local parts are refused, as most
// sign-up forms do) and a domain of at least two labels ending in a name, not a number.
const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const DOMAIN_LABEL = /^[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?$/u;
const TOP_LEVEL = /^(?:\p{L}{2,63}|xn--[a-z0-9-]{1,59})$/iu;

/**
 * The address as it is stored and compared: trimmed and lower-cased (so one mailbox is one row
 * whatever its spelling), or undefined when it is not an address mail can be sent to.
 */
export function normaliseEmail(raw: string): string | undefined {
  const email = raw.trim().toLowerCase();
  if (email.length === 0 || email.length > EMAIL_MAX_LENGTH) return undefined;
  const at = email.lastIndexOf('@');
  if (at <= 0) return undefined;
  const local = email.slice(0, at);
  const labels = email.slice(at + 1).split('.');
  if (local.length > LOCAL_MAX_LENGTH || !LOCAL_PART.test(local)) return undefined;
  if (labels.length < 2 || !labels.every((label) => DOMAIN_LABEL.test(label))) return undefined;
  return TOP_LEVEL.test(labels[labels.length - 1]) ? email : undefined;
}
