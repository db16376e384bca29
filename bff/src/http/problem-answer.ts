import { Problem_Kind, type FieldError } from '@mc/proto';
import { SERVICE_UNAVAILABLE_BODY } from '@mc/runtime';

/**
 * How a family of routes words a refusal of the request as a whole: DRF's (`{"detail": …}`, or
 * `non_field_errors` for an invalid request), billing's (`{"error": …}`, spec §8), or the older
 * sign-up's (`{"success": false, "message": …}` for an invalid request, spec §8).
 */
export type AnswerShape = 'drf' | 'billing' | 'legacy-signup';

/** The older client's words when billing gave none it can show. */
const LEGACY_SIGNUP_FAILED = 'Subscription failed. Please try again.';

/** A service's problem as the reply carries it (or as the bff refuses a form itself). */
export interface DomainProblem {
  kind: Problem_Kind;
  errors: readonly Pick<FieldError, 'field' | 'code' | 'message'>[];
}

export interface ProblemAnswer {
  status: number;
  body: Record<string, unknown>;
}

const STATUSES: Record<Exclude<Problem_Kind, Problem_Kind.UNSPECIFIED>, number> = {
  [Problem_Kind.INVALID]: 400,
  [Problem_Kind.UNAUTHENTICATED]: 401,
  [Problem_Kind.FORBIDDEN]: 403,
  [Problem_Kind.NOT_FOUND]: 404,
  [Problem_Kind.CONFLICT]: 409,
  [Problem_Kind.UNAVAILABLE]: 503,
};

/**
 * DRF's, Djoser's and Django's words for each code whose wording is fixed. A code whose words carry
 * the request's particulars (a length limit, a character, a choice) or that a service words itself
 * (billing's, content's, Stripe's card messages) is answered with the service's plain words.
 */
export const WORDING: Readonly<Record<string, string>> = {
  // DRF's fields and serializers
  required: 'This field is required.',
  blank: 'This field may not be blank.',
  null: 'This field may not be null.',
  not_a_string: 'Not a valid string.',
  null_characters: 'Null characters are not allowed.',
  invalid_email: 'Enter a valid email address.',
  no_data: 'No data provided',
  // DRF's exceptions and TokenAuthentication
  not_found: 'Not found.',
  permission_denied: 'You do not have permission to perform this action.',
  not_authenticated: 'Authentication credentials were not provided.',
  invalid_token: 'Invalid token.',
  user_inactive: 'User inactive or deleted.',
  // Djoser's messages and Django's user model
  invalid_credentials: 'Unable to log in with provided credentials.',
  invalid_uid: "Invalid user id or user doesn't exist.",
  invalid_reset_token: 'Invalid token for given user.',
  password_mismatch: "The two password fields didn't match.",
  username_taken: 'A user with that username already exists.',
  email_taken: 'user with this email address already exists.',
  invalid_username: 'Enter a valid username. This value may contain only letters, numbers, and @/./+/-/_ characters.',
  // The runtime's contract
  not_the_contract: 'Invalid data. The request does not match its contract.',
  duplicate: 'A record with these values already exists.',
};

const NON_FIELD_ERRORS = 'non_field_errors';

export const wordingOf = (error: Pick<FieldError, 'code' | 'message'>) => WORDING[error.code] ?? error.message;

type Nested = Map<string, string[] | Nested>;

/** DRF's field map: messages under each field, a dotted path nested, the request's own errors under non_field_errors. */
function fieldMap(errors: DomainProblem['errors']): Record<string, unknown> {
  const root: Nested = new Map();
  for (const error of errors) {
    const path = error.field ? error.field.split('.') : [NON_FIELD_ERRORS];
    let node = root;
    for (const segment of path.slice(0, -1)) {
      const next = node.get(segment);
      if (next instanceof Map) node = next;
      else node.set(segment, (node = new Map()));
    }
    const last = path[path.length - 1];
    const messages = node.get(last);
    if (Array.isArray(messages)) messages.push(wordingOf(error));
    else node.set(last, [wordingOf(error)]);
  }
  // Entries, not assignments: a field named `__proto__` stays a field.
  const toObject = (node: Nested): Record<string, unknown> =>
    Object.fromEntries([...node].map(([key, value]) => [key, value instanceof Map ? toObject(value) : value]));
  return toObject(root);
}

/**
 * The one mapping of a service's domain problem to an HTTP answer: the status its kind means, and
 * DRF's (or billing's) body in DRF's, Djoser's and Django's words, field order kept.
 */
export function problemAnswer(problem: DomainProblem, shape: AnswerShape = 'drf'): ProblemAnswer {
  if (problem.kind === Problem_Kind.UNSPECIFIED) throw new Error('a problem without a kind');
  const status = STATUSES[problem.kind];
  if (problem.kind === Problem_Kind.UNAVAILABLE) return { status, body: { ...SERVICE_UNAVAILABLE_BODY } };
  const [first] = problem.errors;
  const wholeRequest = first !== undefined && !first.field;
  if (shape === 'legacy-signup' && problem.kind === Problem_Kind.INVALID) {
    return { status, body: { success: false, message: wholeRequest ? wordingOf(first) : LEGACY_SIGNUP_FAILED } };
  }
  const billingRefusal = problem.kind === Problem_Kind.INVALID || problem.kind === Problem_Kind.NOT_FOUND;
  if (shape !== 'drf' && billingRefusal && wholeRequest) return { status, body: { error: wordingOf(first) } };
  if (problem.kind === Problem_Kind.INVALID) return { status, body: fieldMap(problem.errors) };
  return { status, body: { detail: first ? wordingOf(first) : '' } };
}
