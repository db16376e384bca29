/** DRF's CharField messages (ProhibitNullCharactersValidator, ProhibitSurrogateCharactersValidator). */
export const NULL_CHARACTERS = 'Null characters are not allowed.';
export const surrogateCharacters = (codeUnit: number) =>
  `Surrogate characters are not allowed: U+${codeUnit.toString(16).toUpperCase()}.`;

const isHigh = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLow = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/**
 * Why a string cannot be passed on, or undefined. A NUL byte or a lone UTF-16 surrogate is no
 * text: PostgreSQL refuses both (one such value failed every other query of its batch), and
 * protobuf cannot encode a lone surrogate.
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

/** The first refusal anywhere in a parsed value: its strings and its objects' keys. */
export function valueRefusal(value: unknown): string | undefined {
  if (typeof value === 'string') return textRefusal(value);
  if (Array.isArray(value)) {
    for (const item of value) {
      const refusal = valueRefusal(item);
      if (refusal) return refusal;
    }
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      const refusal = textRefusal(key) ?? valueRefusal(item);
      if (refusal) return refusal;
    }
  }
  return undefined;
}

/**
 * DRF's field errors for a request's body, query or path parameters: each top-level field with a
 * refused value gets the message, as the field's serializer would; a refused key, or a body that
 * is not an object, goes under `non_field_errors` (a key is never echoed back).
 */
export function fieldRefusals(value: unknown): Record<string, string[]> {
  // Entries, not assignments: a field named `__proto__` must stay a field.
  const errors: [string, string[]][] = [];
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    let keyRefused: string | undefined;
    for (const [key, item] of Object.entries(value)) {
      const keyRefusal = textRefusal(key);
      if (keyRefusal) keyRefused ??= keyRefusal;
      else {
        const refusal = valueRefusal(item);
        if (refusal) errors.push([key, [refusal]]);
      }
    }
    if (keyRefused) errors.push(['non_field_errors', [keyRefused]]);
  } else {
    const refusal = valueRefusal(value);
    if (refusal) errors.push(['non_field_errors', [refusal]]);
  }
  return Object.fromEntries(errors);
}
