import { HttpException } from '@nestjs/common';
import type { Problem } from '@mc/proto';

/** A service's refusal, answered with the status and body it chose. */
export class ProblemException extends HttpException {
  constructor(problem: Problem) {
    super(problem.body ?? {}, problem.status);
  }
}

type AnyOutcome = { case: string | undefined; value?: unknown };
type SuccessValue<O extends AnyOutcome> = Exclude<O, { case: 'problem' } | { case: undefined }>['value'];

/** The success value of a reply, or the service's problem thrown as an HTTP answer. */
export function unwrap<O extends AnyOutcome>(outcome: O): SuccessValue<O> {
  if (outcome.case === 'problem') throw new ProblemException(outcome.value as Problem);
  if (outcome.case === undefined) throw new Error('reply without an outcome');
  return outcome.value as SuccessValue<O>;
}
