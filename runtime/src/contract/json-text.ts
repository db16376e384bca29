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
