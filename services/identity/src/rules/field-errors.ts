/**
 * DRF's validation-error body for a serializer: each field name maps to its list of messages, in the order the
 * serializer declares its fields, and errors raised by `validate()` sit under `non_field_errors`
 * (`api_settings.NON_FIELD_ERRORS_KEY`). JSON keeps key order, so the order here is the order on the wire.
 */
export type FieldErrors = Record<string, string[]>;

export const NON_FIELD_ERRORS = 'non_field_errors';

/** DRF's `self.fail()` inside `validate()`: one message under `non_field_errors`. */
export function nonFieldError(message: string): FieldErrors {
  return { [NON_FIELD_ERRORS]: [message] };
}

export function hasErrors(errors: FieldErrors): boolean {
  return Object.keys(errors).length > 0;
}

/**
 * Builds the body DRF's `Serializer.to_internal_value` raises: fields in declaration order, fields without
 * messages left out, then `non_field_errors` last.
 */
export function orderedFieldErrors(
  fieldOrder: readonly string[],
  messagesByField: Readonly<Record<string, readonly string[] | undefined>>,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of [...fieldOrder.filter((name) => name !== NON_FIELD_ERRORS), NON_FIELD_ERRORS]) {
    const messages = messagesByField[field];
    if (messages && messages.length > 0) errors[field] = [...messages];
  }
  return errors;
}
