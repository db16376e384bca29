import { problemReply, ProblemKind, requestError } from '@mc/runtime';

export const success = <T>(value: T) => ({ outcome: { case: 'success' as const, value } });

/** Billing refuses the request as a whole: its own words, or Stripe's for a card it declined. */
export const invalid = (code: string, message: string) => problemReply(ProblemKind.INVALID, [requestError(code, message)]);

/** What the request asks about does not exist (no subscription, no payment waiting). */
export const notFound = (code: string, message: string) => problemReply(ProblemKind.NOT_FOUND, [requestError(code, message)]);

/** Stripe out of reach, or billing too busy to answer in time: the caller may try again. */
export const unavailable = () =>
  problemReply(ProblemKind.UNAVAILABLE, [requestError('unavailable', 'Stripe or billing cannot answer in time.')]);

export type Problem = ReturnType<typeof invalid>;
