/**
 * Python's `base64.urlsafe_b64decode`, which Django's `urlsafe_base64_decode` calls: `-` and `_` are read
 * as `+` and `/` (so the standard alphabet is accepted too), and binascii's lenient decoder skips every
 * byte outside the alphabet, stops at the first complete padding, and fails only when the data characters
 * leave one (or, unpadded, two or three) characters over.
 */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const SIXTETS = new Map([...ALPHABET].map((character, index) => [character.charCodeAt(0), index]));
const URL_SAFE = new Map([
  ['-'.charCodeAt(0), '+'.charCodeAt(0)],
  ['_'.charCodeAt(0), '/'.charCodeAt(0)],
]);
const PAD = '='.charCodeAt(0);

/** `binascii.a2b_base64(data, strict_mode=False)` after the url-safe translation; null where Python raises. */
export function urlsafeB64Decode(data: Uint8Array): Uint8Array | null {
  const decoded: number[] = [];
  let quadPosition = 0;
  let leftBits = 0;
  let pads = 0;
  for (const byte of data) {
    if (byte === PAD) {
      // Padding counts only once two data characters of the quad are in; then it ends the input.
      if (quadPosition >= 2 && quadPosition + ++pads >= 4) return Uint8Array.from(decoded);
      continue;
    }
    const sixtet = SIXTETS.get(URL_SAFE.get(byte) ?? byte);
    if (sixtet === undefined) continue;
    pads = 0;
    switch (quadPosition) {
      case 0:
        leftBits = sixtet;
        break;
      case 1:
        decoded.push(((leftBits << 2) | (sixtet >> 4)) & 0xff);
        leftBits = sixtet & 0x0f;
        break;
      case 2:
        decoded.push(((leftBits << 4) | (sixtet >> 2)) & 0xff);
        leftBits = sixtet & 0x03;
        break;
      case 3:
        decoded.push(((leftBits << 6) | sixtet) & 0xff);
        break;
    }
    quadPosition = (quadPosition + 1) % 4;
  }
  return quadPosition === 0 ? Uint8Array.from(decoded) : null;
}
