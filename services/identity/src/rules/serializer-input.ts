import { FormValue_Unreadable, type FormValue } from '@mc/proto';

/** DRF's `Field.get_value` returns its `empty` marker for a key the body does not have. */
export const ABSENT: unique symbol = Symbol('absent');
/** A boolean, a list or an object where a field wants text (the bff says which, not what). */
export const NOT_TEXT: unique symbol = Symbol('not text');
export type FieldInput = unknown;

export type SerializerData = Readonly<Record<string, unknown>>;

/** `dictionary.get(field_name, empty)`: own keys only, so `toString` or `__proto__` never count as given. */
export function fieldInput(data: SerializerData, name: string): FieldInput {
  return Object.hasOwn(data, name) ? data[name] : ABSENT;
}

/** One form value of a request as DRF's serializer would have received it from the client's JSON. */
function inputOf(value: FormValue): unknown {
  if (value.value.case === 'text') return value.value.value;
  return value.value.value === FormValue_Unreadable.NULL ? null : NOT_TEXT;
}

/**
 * The serializer's data from a request's form fields (the bff has refused a body that is no
 * object): a field the request leaves unset is a key the body did not have.
 */
export function serializerData(fields: Readonly<Record<string, FormValue | undefined>>): SerializerData {
  return Object.fromEntries(
    Object.entries(fields).flatMap(([name, value]) => (value === undefined ? [] : [[name, inputOf(value)]])),
  );
}
