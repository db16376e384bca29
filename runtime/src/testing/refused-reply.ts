import { fieldErrorList, type FieldMessages } from '../contract/domain-errors.js';
import { ruleCode } from '../contract/field-rules.js';

/**
 * The JSON a handler answers when its contract refuses a request: an invalid-request problem with
 * the given messages (keyed and nested as the rules name fields), each with its rule's code.
 */
export function refusedReply(messages: FieldMessages) {
  const errors = fieldErrorList(messages, ruleCode).map(({ field, code, message }) => ({
    ...(field ? { field } : {}),
    code,
    message,
  }));
  return { problem: { kind: 'KIND_INVALID', errors } };
}
