import type { MessageInitShape } from '@bufbuild/protobuf';
import { Problem_Kind, type FieldErrorSchema, type ProblemSchema } from '@mc/proto';

export type DomainFieldError = MessageInitShape<typeof FieldErrorSchema>;
export type DomainProblem = MessageInitShape<typeof ProblemSchema>;
export { Problem_Kind as ProblemKind };

/** DRF's key for errors about the request as a whole; a domain error leaves its field empty instead. */
const NON_FIELD_ERRORS = 'non_field_errors';

/** Field errors keyed as DRF nests them: messages under a field, a nested message or a list item (by index) as an object. */
export interface FieldMessages {
  [field: string]: readonly string[] | FieldMessages;
}

/** A domain error about the request as a whole. */
export const requestError = (code: string, message: string): DomainFieldError => ({ field: '', code, message });

/** The `problem` branch of a reply's `outcome`. */
export const problemReply = (kind: Problem_Kind, errors: DomainFieldError[]) => ({
  outcome: { case: 'problem' as const, value: { kind, errors } },
});

/**
 * A service's field messages (its rules' own words, keyed by field, nested by path) as domain
 * errors in the same order: each message gets the stable code `codeOf` names for it, a nested
 * field its dotted path, `non_field_errors` the empty field.
 */
export function fieldErrorList(messages: FieldMessages, codeOf: (message: string) => string, prefix = ''): DomainFieldError[] {
  return Object.entries(messages).flatMap(([key, value]) => {
    const field = key === NON_FIELD_ERRORS && !prefix ? '' : `${prefix}${key}`;
    if (!Array.isArray(value)) return fieldErrorList(value as FieldMessages, codeOf, `${field}.`);
    return (value as readonly string[]).map((message) => ({ field, code: codeOf(message), message }));
  });
}
