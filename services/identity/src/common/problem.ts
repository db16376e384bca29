import { fieldErrorList, problemReply, ProblemKind, requestError } from '@mc/runtime';
import { errorCode } from '../rules/error-codes.js';
import type { FieldErrors } from '../rules/field-errors.js';

/** The serializer's field errors (DRF's order) as an invalid request's domain errors. */
export const invalid = (errors: FieldErrors) => problemReply(ProblemKind.INVALID, fieldErrorList(errors, errorCode));

/** A refusal of the request as a whole: who is calling (unauthenticated, forbidden) or what it names (not found). */
export const refusal = (kind: ProblemKind, code: string, message: string) => problemReply(kind, [requestError(code, message)]);

export const success = <T>(value: T) => ({ outcome: { case: 'success' as const, value } });
