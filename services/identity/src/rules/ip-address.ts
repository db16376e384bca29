/**
 * Django's `validate_ipv46_address`, used by EmailValidator for `user@[literal]` domains. It delegates to
 * Python's `ipaddress` module, whose parsing rules are ported here, after Django's own length cap on IPv6.
 */

/** `django.utils.ipv6.MAX_IPV6_ADDRESS_LENGTH`: longer text is refused before it is parsed. */
const MAX_IPV6_ADDRESS_LENGTH = 39;
const HEXTET_COUNT = 8;

export function isValidIpv46Address(text: string): boolean {
  return isValidIpv4Address(text) || isValidIpv6Address(text);
}

/** `ipaddress.IPv4Address`: four decimal octets of 1–3 ASCII digits, at most 255, no leading zero. */
export function isValidIpv4Address(text: string): boolean {
  const octets = text.split('.');
  return octets.length === 4 && octets.every(isValidOctet);
}

function isValidOctet(octet: string): boolean {
  if (!/^[0-9]{1,3}$/.test(octet)) return false;
  if (octet.length > 1 && octet.startsWith('0')) return false;
  return Number(octet) <= 255;
}

/** `ipaddress.IPv6Address._ip_int_from_string`, step for step. */
export function isValidIpv6Address(text: string): boolean {
  if (text.length === 0 || text.length > MAX_IPV6_ADDRESS_LENGTH) return false;
  const parts = text.split(':');
  if (parts.length < 3) return false;

  // An IPv4 tail stands for the last two hextets.
  const last = parts[parts.length - 1];
  if (last.includes('.')) {
    if (!isValidIpv4Address(last)) return false;
    parts.splice(parts.length - 1, 1, '0', '0');
  }
  if (parts.length > HEXTET_COUNT + 1) return false;

  // An empty part between the two ends marks the one permitted '::'.
  const inner = parts.slice(1, -1);
  const skips = inner.filter((part) => part === '').length;
  if (skips > 1) return false;

  let explicitParts: string[];
  if (skips === 1) {
    const skipIndex = inner.indexOf('') + 1;
    let before = skipIndex;
    let after = parts.length - skipIndex - 1;
    if (parts[0] === '' && --before > 0) return false;
    if (parts[parts.length - 1] === '' && --after > 0) return false;
    if (HEXTET_COUNT - (before + after) < 1) return false;
    explicitParts = [...parts.slice(0, before), ...parts.slice(parts.length - after)];
  } else {
    if (parts.length !== HEXTET_COUNT || parts[0] === '' || parts[parts.length - 1] === '') return false;
    explicitParts = parts;
  }
  return explicitParts.every((hextet) => /^[0-9a-fA-F]{1,4}$/.test(hextet));
}
