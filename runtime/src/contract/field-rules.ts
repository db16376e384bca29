import { NULL_CHARACTERS } from './text-refusal.js';

/**
 * What a handler's request must satisfy beyond its message's types, keyed by the path of proto
 * field names (`price_id`, `account.user_id`; a repeated message's fields as `cart_items.name`).
 * Every string of every request is checked for NUL bytes, lone surrogates and DEFAULT_LIMITS'
 * length whether or not it has a rule; every enum for a declared value; every list for its size.
 */
export interface FieldRule {
  /** A message field that must be present; a string that must not be blank. */
  required?: boolean;
  /** In code points, as DRF's max_length counts them. A repeated field's bounds apply to each item. */
  maxLength?: number;
  /** What a string that is not blank must match (a blank one is the handler's to answer, or `required`'s). */
  pattern?: RegExp;
  /** Bounds of a number. */
  min?: number;
  max?: number;
  /** The most items a repeated field may hold. */
  maxItems?: number;
}

export type ContractRules = Readonly<Record<string, FieldRule>>;

/** Limits every request gets: the bff's body limit bounds any one string, and no list is longer than a page of a thousand. */
export const DEFAULT_LIMITS = { maxLength: 64 * 1024, maxItems: 1000 } as const;

/** The bff's JSON depth limit (json-body.ts), applied again to a request that is no message. */
export const MAX_JSON_DEPTH = 64;

/** DRF's words for each refusal, so that a service's refusal reads as the bff's would. */
export const RULE_MESSAGES = {
  required: 'This field is required.',
  blank: 'This field may not be blank.',
  maxLength: (limit: number) => `Ensure this field has no more than ${limit} characters.`,
  pattern: 'Enter a valid value.',
  min: (limit: number) => `Ensure this value is greater than or equal to ${limit}.`,
  max: (limit: number) => `Ensure this value is less than or equal to ${limit}.`,
  maxItems: (limit: number) => `Ensure this field has no more than ${limit} elements.`,
  choice: (value: unknown) => `"${String(value)}" is not a valid choice.`,
  tooDeep: `JSON parse error - nested deeper than ${MAX_JSON_DEPTH} levels.`,
  notTheContract: 'Invalid data. The request does not match its contract.',
} as const;

const FIXED_CODES = new Map<string, string>([
  [RULE_MESSAGES.required, 'required'],
  [RULE_MESSAGES.blank, 'blank'],
  [RULE_MESSAGES.pattern, 'invalid'],
  [RULE_MESSAGES.tooDeep, 'too_deep'],
  [RULE_MESSAGES.notTheContract, 'not_the_contract'],
  [NULL_CHARACTERS, 'null_characters'],
]);

const CODE_PATTERNS: [RegExp, string][] = [
  [/^Ensure this field has no more than \d+ characters\.$/, 'max_length'],
  [/^Ensure this field has no more than \d+ elements\.$/, 'max_items'],
  [/^Ensure this value is greater than or equal to /, 'min_value'],
  [/^Ensure this value is less than or equal to /, 'max_value'],
  [/^Surrogate characters are not allowed: /, 'surrogate_characters'],
  [/ is not a valid choice\.$/, 'invalid_choice'],
];

/** The stable code of one of the contract's refusals (the words above and text-refusal.ts's). */
export function ruleCode(message: string): string {
  return FIXED_CODES.get(message) ?? CODE_PATTERNS.find(([pattern]) => pattern.test(message))?.[1] ?? 'invalid';
}
