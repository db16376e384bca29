/** DRF's CharField messages (ProhibitNullCharactersValidator, ProhibitSurrogateCharactersValidator). */
export const NULL_CHARACTERS = 'Null characters are not allowed.';
export const surrogateCharacters = (codeUnit: number) =>
  `Surrogate characters are not allowed: U+${codeUnit.toString(16).toUpperCase()}.`;

const isHigh = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLow = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/**
 * Why a string cannot reach the database, or undefined: PostgreSQL refuses a NUL byte in text
 * (and the refusal fails every other query Prisma batched with it), and a lone UTF-16 surrogate is
 * no text at all.
 */
export function textRefusal(text: string): string | undefined {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code === 0) return NULL_CHARACTERS;
    if (isHigh(code) && isLow(text.charCodeAt(index + 1))) index++;
    else if (isHigh(code) || isLow(code)) return surrogateCharacters(code);
  }
  return undefined;
}

/** `len(text)` as Python (and DRF's max_length) counts it: code points, a lone surrogate counting as one. */
export function codePoints(text: string): number {
  let count = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (isHigh(code) && isLow(text.charCodeAt(index + 1))) index++;
    count++;
  }
  return count;
}
