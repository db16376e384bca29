import { ProblemKind, requestError, type DomainProblem } from './domain-errors.js';
import { RULE_MESSAGES } from './field-rules.js';
import { NULL_CHARACTERS } from './text-refusal.js';

/** A refusal the database made of a request's values: answered as the client's mistake, never a 5xx. */
export interface InputProblem {
  problem: DomainProblem;
  /** PostgreSQL's SQLSTATE, for the log line. */
  sqlState: string;
}

const invalid = (code: string, message: string): DomainProblem => ({
  kind: ProblemKind.INVALID,
  errors: [requestError(code, message)],
});
const NULL_CHARACTER = invalid('null_characters', NULL_CHARACTERS);
const TOO_LONG = invalid('too_long', 'Ensure no value is longer than its field allows.');
const MALFORMED = invalid('invalid', RULE_MESSAGES.pattern);

/** PostgreSQL's errors that only a request's values cause, and how each is answered. */
const INPUT_ERRORS: Record<string, DomainProblem> = {
  // invalid byte sequence (a NUL byte in text) / a character the encoding cannot hold
  '22021': NULL_CHARACTER,
  '22P05': NULL_CHARACTER,
  // value too long for the column / an index row too large for its B-tree
  '22001': TOO_LONG,
  '54000': TOO_LONG,
  // a number out of its column's range
  '22003': invalid('out_of_range', 'Ensure every number is within the range its field allows.'),
  // text that is no value of the column's type (a number, a date, a UUID, JSON)
  '22P02': MALFORMED,
  '22007': MALFORMED,
  '22008': MALFORMED,
  '22023': MALFORMED,
  '23514': MALFORMED,
  '23502': invalid('required', 'A required value is missing.'),
  '23503': invalid('unknown_reference', 'A value refers to a record that does not exist.'),
  '23505': { kind: ProblemKind.CONFLICT, errors: [requestError('duplicate', 'A record with these values already exists.')] },
};

/** Prisma's codes for the same refusals when it names them (driver adapters map SQLSTATEs to these). */
const PRISMA_CODES: Record<string, string> = {
  P2000: '22001',
  P2002: '23505',
  P2003: '23503',
  P2007: '22P02',
  P2011: '23502',
  P2020: '22003',
};

type Inspected = {
  code?: unknown;
  severity?: unknown;
  meta?: { driverAdapterError?: { cause?: { originalCode?: unknown } } };
  cause?: unknown;
};

/**
 * The SQLSTATE behind an error: pg's own (`code` with a `severity`), Prisma's known code, the
 * original code Prisma keeps of a driver adapter's error (P2010, P2039), or one of these in `cause`.
 */
function sqlStateOf(error: unknown, depth = 0): string | undefined {
  if (typeof error !== 'object' || error === null || depth > 3) return undefined;
  const { code, severity, meta, cause } = error as Inspected;
  const adapterCode = meta?.driverAdapterError?.cause?.originalCode;
  if (typeof adapterCode === 'string') return adapterCode;
  if (typeof code === 'string' && code in PRISMA_CODES) return PRISMA_CODES[code];
  if (typeof code === 'string' && typeof severity === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  const adapterCause = (cause as { originalCode?: unknown } | undefined)?.originalCode;
  if (typeof adapterCause === 'string') return adapterCause;
  return sqlStateOf(cause, depth + 1);
}

/**
 * The one place that tells a database error caused by a request's values (a NUL byte, a value too
 * long, a duplicate) from a fault: the former is the client's invalid request (a conflict for a
 * duplicate), the latter undefined and left to fail as it does.
 */
export function inputErrorProblem(error: unknown): InputProblem | undefined {
  const sqlState = sqlStateOf(error);
  const problem = sqlState ? INPUT_ERRORS[sqlState] : undefined;
  return problem && sqlState ? { problem, sqlState } : undefined;
}
