import { HttpException } from '@nestjs/common';
import { problemAnswer, type AnswerShape, type DomainProblem } from './problem-answer.js';

/** A service's domain problem, answered as problem-answer.ts maps it. */
export class ProblemException extends HttpException {
  constructor(
    readonly problem: DomainProblem,
    shape: AnswerShape = 'drf',
  ) {
    const { status, body } = problemAnswer(problem, shape);
    super(body, status);
  }
}

type AnyOutcome = { case: string | undefined; value?: unknown };
type SuccessValue<O extends AnyOutcome> = Exclude<O, { case: 'problem' } | { case: undefined }>['value'];

/** The success value of a reply, or the service's problem thrown as an HTTP answer in `shape`. */
export function unwrap<O extends AnyOutcome>(outcome: O, shape: AnswerShape = 'drf'): SuccessValue<O> {
  if (outcome.case === 'problem') throw new ProblemException(outcome.value as DomainProblem, shape);
  if (outcome.case === undefined) throw new Error('reply without an outcome');
  return outcome.value as SuccessValue<O>;
}
