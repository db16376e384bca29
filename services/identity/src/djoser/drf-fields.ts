import type { JsonObject, JsonValue } from '@bufbuild/protobuf';

/** DRF's error body for a serializer: field name → messages, plus `non_field_errors`. */
export type FieldErrors = Record<string, string[]>;

export type Validation<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

export const MESSAGES = {
  required: 'This field is required.',
  null: 'This field may not be null.',
  blank: 'This field may not be blank.',
  invalidString: 'Not a valid string.',
  nullCharacters: 'Null characters are not allowed.',
  maxLength: (n: number) => `Ensure this field has no more than ${n} characters.`,
  invalidChoice: (input: string) => `"${input}" is not a valid choice.`,
} as const;

export interface CharFieldOptions {
  required?: boolean;
  maxLength?: number;
  /** Further checks on the cleaned value; each returns an error message or undefined. */
  validators?: ((value: string) => string | undefined)[];
}

/** Python's `str()` of a JSON scalar, as DRF's CharField converts numbers. */
const pythonStr = (value: number) => (Number.isInteger(value) ? String(value) : String(value));

/**
 * DRF's `CharField.run_validation` for one key of the input: missing, null, blank (after
 * trimming, which CharField does by default), type, then the validators in order — every
 * failing validator is reported, as DRF does.
 */
export function charField(data: JsonObject, name: string, options: CharFieldOptions = {}): { value?: string; errors?: string[] } {
  const { required = true, maxLength, validators = [] } = options;
  if (!(name in data) || data[name] === undefined) return required ? { errors: [MESSAGES.required] } : {};
  const raw: JsonValue = data[name];
  if (raw === null) return { errors: [MESSAGES.null] };
  if (typeof raw === 'string' && raw.trim() === '') return { errors: [MESSAGES.blank] };
  if (typeof raw !== 'string' && typeof raw !== 'number') return { errors: [MESSAGES.invalidString] };
  const value = (typeof raw === 'number' ? pythonStr(raw) : raw).trim();
  const errors: string[] = [];
  if (maxLength !== undefined && value.length > maxLength) errors.push(MESSAGES.maxLength(maxLength));
  if (value.includes('\0')) errors.push(MESSAGES.nullCharacters);
  for (const validate of validators) {
    const error = validate(value);
    if (error) errors.push(error);
  }
  return errors.length ? { errors } : { value };
}

/** DRF's ChoiceField (not required, with a default). */
export function choiceField(data: JsonObject, name: string, choices: readonly string[], fallback: string): { value?: string; errors?: string[] } {
  if (!(name in data) || data[name] === undefined) return { value: fallback };
  const raw = data[name];
  if (raw === null) return { errors: [MESSAGES.null] };
  const input = typeof raw === 'string' ? raw : JSON.stringify(raw);
  const value = choices.find((choice) => choice === input.toUpperCase());
  return value ? { value } : { errors: [MESSAGES.invalidChoice(input)] };
}

/** Collects each field's result into a value or DRF's error map (in field order). */
export function collect<K extends string>(results: Record<K, { value?: string; errors?: string[] }>): Validation<Partial<Record<K, string>>> {
  const errors: FieldErrors = {};
  const value: Partial<Record<K, string>> = {};
  for (const [name, result] of Object.entries(results) as [K, { value?: string; errors?: string[] }][]) {
    if (result.errors) errors[name] = result.errors;
    else if (result.value !== undefined) value[name] = result.value;
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, value };
}
