import { textRefusal } from '@mc/runtime';

// A NUL byte or a lone UTF-16 surrogate is no text (runtime's textRefusal); here, where in a request they are.

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
