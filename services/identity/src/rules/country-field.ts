import { pythonStr } from '@mc/runtime';
import { ABSENT, type FieldInput } from './serializer-input.js';
import { NOT_NULL } from './drf-char-field.js';

export const COUNTRIES = ['US', 'CA', 'UK'] as const;
export type Country = (typeof COUNTRIES)[number];
export const DEFAULT_COUNTRY: Country = 'US';

/** DRF ChoiceField's "invalid_choice" message, which quotes Python's `str()` of the input. */
export const invalidChoice = (input: unknown) => `"${pythonStr(input)}" is not a valid choice.`;

export type CountryResult = { ok: true; value: Country } | { ok: false; errors: string[] };

/**
 * `country = ChoiceField(choices=COUNTRIES, default='US')`, with one extension of ours: the choice is
 * matched without regard to ASCII case and stored upper-case. Like ChoiceField it neither trims nor accepts
 * a blank, and a missing field takes the default.
 */
export function validateCountry(input: FieldInput): CountryResult {
  if (input === ABSENT) return { ok: true, value: DEFAULT_COUNTRY };
  if (input === null) return { ok: false, errors: [NOT_NULL] };
  const asUpperCase = pythonStr(input).replace(/[a-z]/g, (letter) => letter.toUpperCase());
  const country = COUNTRIES.find((choice) => choice === asUpperCase);
  return country ? { ok: true, value: country } : { ok: false, errors: [invalidChoice(input)] };
}
