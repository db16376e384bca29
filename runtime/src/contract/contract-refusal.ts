import {
  fromBinary,
  fromJson,
  type DescMessage,
  type DescMethodUnary,
  type MessageInitShape,
  type MessageShape,
} from '@bufbuild/protobuf';
import { Logger } from '@nestjs/common';
import { RpcException } from '@nestjs/microservices';
import { checkMessage } from './check-message.js';
import { fieldErrorList, ProblemKind, type DomainProblem, type FieldMessages } from './domain-errors.js';
import { RULE_MESSAGES, ruleCode, type ContractRules } from './field-rules.js';
import { inputErrorProblem } from './input-error.js';
import { valueRefusal } from './json-text.js';
import { problemOutcome } from './problem-outcome.js';

const logger = new Logger('Contract');

/** The reply's invalid-request problem, or, for a reply message without one, the RpcException the caller gets instead. */
function invalidReply<O extends DescMessage>(reply: O, messages: FieldMessages) {
  const problem: DomainProblem = { kind: ProblemKind.INVALID, errors: fieldErrorList(messages, ruleCode) };
  const outcome = problemOutcome(reply, problem);
  if (!outcome) throw new RpcException({ contract: reply.typeName, problem });
  return outcome as MessageInitShape<O>;
}

/**
 * Protobuf refuses to decode a lone surrogate; the field holding one is named with DRF's words
 * rather than answered as a request that is not the message.
 */
function undecodableText(schema: DescMessage, data: unknown): FieldMessages | undefined {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return undefined;
  const errors: [string, string[]][] = [];
  for (const [key, value] of Object.entries(data)) {
    const field = schema.fields.find(({ jsonName, name }) => key === jsonName || key === name);
    const refusal = field && valueRefusal(value);
    if (refusal) errors.push([field.name, [refusal]]);
  }
  return errors.length ? Object.fromEntries(errors) : undefined;
}

/**
 * The request message, or the refusal's body. Protobuf binary must decode (wire types, lengths,
 * UTF-8); fields it does not know are skipped, as protobuf's rule is, so that a newer caller works
 * with an older service. The previous release's protobuf JSON (a rolling upgrade) must decode with
 * no unknown field.
 */
function decodeRequest<I extends DescMessage>(schema: I, data: unknown): { input: MessageShape<I> } | { refusal: FieldMessages } {
  try {
    if (data instanceof Uint8Array) return { input: fromBinary(schema, data, { readUnknownFields: false }) };
    return { input: fromJson(schema, data as never) };
  } catch (error) {
    logger.warn(`${schema.typeName} refused: ${(error as Error).message.slice(0, 200)}`);
    return { refusal: undecodableText(schema, data) ?? { non_field_errors: [RULE_MESSAGES.notTheContract] } };
  }
}

/**
 * A request as its handler may see it, or the contract's invalid-request problem: the bytes (or JSON) must
 * decode to the request message, and every value must pass checkMessage with the handler's rules.
 * Nothing of a refused request reaches the handler or the database.
 */
export function checkAtContract<I extends DescMessage, O extends DescMessage>(
  method: DescMethodUnary<I, O>,
  data: unknown,
  rules: ContractRules,
): { input: MessageShape<I> } | { refused: MessageInitShape<O> } {
  const decoded = decodeRequest(method.input, data);
  if ('refusal' in decoded) return { refused: invalidReply(method.output, decoded.refusal) };
  const { input } = decoded;
  const errors = checkMessage(method.input, input, rules);
  if (!errors) return { input };
  logger.warn(`${method.input.typeName} refused at the contract: ${Object.keys(errors).join(', ')}`);
  return { refused: invalidReply(method.output, errors as unknown as FieldMessages) };
}

/** The contract's invalid (or conflict) problem for a database error the request's values caused (input-error.ts), else undefined. */
export function refusalOfDatabaseError<O extends DescMessage>(
  method: DescMethodUnary<DescMessage, O>,
  error: unknown,
): MessageInitShape<O> | undefined {
  const problem = inputErrorProblem(error);
  if (!problem) return undefined;
  const outcome = problemOutcome(method.output, problem.problem);
  if (outcome) logger.warn(`${method.name}: the database refused the request's values (SQLSTATE ${problem.sqlState})`);
  return outcome as MessageInitShape<O> | undefined;
}
