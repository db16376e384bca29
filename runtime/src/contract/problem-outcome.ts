import type { DescMessage } from '@bufbuild/protobuf';
import type { DomainProblem } from './domain-errors.js';

const PROBLEM_TYPE = 'mc.common.v1.Problem';

/**
 * A reply whose `outcome` is the contract's problem (`mc.common.v1.Problem`), or undefined for a
 * reply message without one (a query with nothing to refuse, like ListDelayedQuotes).
 */
export function problemOutcome(reply: DescMessage, problem: DomainProblem) {
  const outcome = reply.oneofs.find(({ name }) => name === 'outcome');
  const field = outcome?.fields.find(
    (candidate) => candidate.fieldKind === 'message' && candidate.message.typeName === PROBLEM_TYPE,
  );
  if (!outcome || !field) return undefined;
  return { [outcome.localName]: { case: field.localName, value: problem } };
}
