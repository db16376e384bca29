import { MAX_JSON_DEPTH, RULE_MESSAGES } from './field-rules.js';
import { textRefusal } from './text-refusal.js';

/** The first refusal anywhere in a parsed JSON value: its strings, its keys, its depth. */
export function valueRefusal(value: unknown, depth = 1): string | undefined {
  if (typeof value === 'string') return textRefusal(value);
  if (typeof value !== 'object' || value === null) return undefined;
  if (depth > MAX_JSON_DEPTH) return RULE_MESSAGES.tooDeep;
  const entries = Array.isArray(value) ? value.map((item) => ['', item] as const) : Object.entries(value);
  for (const [key, item] of entries) {
    const refusal = textRefusal(key) ?? valueRefusal(item, depth + 1);
    if (refusal) return refusal;
  }
  return undefined;
}

/**
 * DRF's field errors for a client's JSON body carried as text (identity's `form_json`), or undefined
 * when it may be passed on: each top-level field whose value holds a refused string gets the
 * message; a refused key, text that is no JSON, or a refused value that is not an object's field
 * goes under `non_field_errors` (a key is never echoed back).
 */
export function jsonTextRefusals(text: string): Record<string, string[]> | undefined {
  if (text === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { non_field_errors: [textRefusal(text) ?? RULE_MESSAGES.invalidJson] };
  }
  const errors: [string, string[]][] = [];
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    let general: string | undefined;
    for (const [key, item] of Object.entries(value)) {
      const keyRefusal = textRefusal(key);
      const refusal = keyRefusal ? undefined : valueRefusal(item, 2);
      if (keyRefusal) general ??= keyRefusal;
      else if (refusal) errors.push([key, [refusal]]);
    }
    if (general) errors.push(['non_field_errors', [general]]);
  } else {
    const refusal = valueRefusal(value, 1);
    if (refusal) errors.push(['non_field_errors', [refusal]]);
  }
  // Entries, not assignments: a field named `__proto__` stays a field.
  return errors.length ? Object.fromEntries(errors) : undefined;
}
