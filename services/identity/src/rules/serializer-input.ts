import { pythonTypeName } from '@mc/runtime';
import { NON_FIELD_ERRORS, type FieldErrors } from './field-errors.js';

/** DRF's `Field.get_value` returns its `empty` marker for a key the body does not have. */
export const ABSENT: unique symbol = Symbol('absent');
export type FieldInput = unknown | typeof ABSENT;

export type SerializerData = Readonly<Record<string, unknown>>;

export type SerializerInput = { ok: true; data: SerializerData } | { ok: false; errors: FieldErrors };

/**
 * The first step of DRF's `Serializer.run_validation`. A JSON `null` body fails `validate_empty_values`
 * with the "null" error, which `Serializer.errors` rewrites to "No data provided"; any other non-object is
 * refused by `to_internal_value`. No body at all is parsed by DRF as an empty dict.
 */
export function readSerializerInput(body: unknown): SerializerInput {
  if (body === undefined) return { ok: true, data: {} };
  if (body === null) return { ok: false, errors: { [NON_FIELD_ERRORS]: ['No data provided'] } };
  if (typeof body !== 'object' || Array.isArray(body)) {
    const message = `Invalid data. Expected a dictionary, but got ${pythonTypeName(body)}.`;
    return { ok: false, errors: { [NON_FIELD_ERRORS]: [message] } };
  }
  return { ok: true, data: body as SerializerData };
}

/** `dictionary.get(field_name, empty)`: own keys only, so `toString` or `__proto__` never count as given. */
export function fieldInput(data: SerializerData, name: string): FieldInput {
  return Object.hasOwn(data, name) ? data[name] : ABSENT;
}
