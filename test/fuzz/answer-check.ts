// What every answer to hostile input must be (issue 12, "Done when"): no 5xx, the status the case
// calls for, a refusal in the spec's error shape with nothing of the server's insides, and the
// headers that go with it.
import type { FuzzAnswer } from './fuzz-client.js';
import type { FuzzRequest } from './hostile-cases.js';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** DRF's field errors: messages under each field, nested for lists and nested serializers. */
const isMessages = (value: unknown): boolean =>
  (Array.isArray(value) && value.every((item) => typeof item === 'string' || isMessages(item))) ||
  (isObject(value) && Object.keys(value).length > 0 && Object.values(value).every(isMessages));

/**
 * The error shapes of spec §8: DRF's `{"detail": …}` and field errors, the billing endpoints'
 * `{"error": …}`, and the older sign-up's `{"success": false, "message": …}`.
 */
export function isErrorShape(body: unknown): boolean {
  if (!isObject(body)) return false;
  if (typeof body.detail === 'string') return true;
  if (typeof body.error === 'string') return true;
  if (body.success === false && typeof body.message === 'string') return true;
  return isMessages(body);
}

/** A stack frame, a source path or a library's name: what an answer must never show. */
const INTERNALS = /\n\s+at |node_modules|\.[jt]s:\d+|Prisma|PrismaClient|ECONNREFUSED|TypeError|ReferenceError/;

/**
 * Why an answer is wrong for its request; empty when it is right. `browser: false` for billing's
 * webhook port, which Stripe calls and no browser reads: it owes no Content-Security-Policy.
 */
export function answerProblems(fuzz: FuzzRequest, answer: FuzzAnswer, { browser = true } = {}): string[] {
  const problems: string[] = [];
  const { status, headers } = answer;
  if (status >= 500) problems.push(`answered ${status}`);
  if (status < 100) problems.push('closed the connection without an answer');
  if (fuzz.expect && !fuzz.expect.includes(status)) problems.push(`answered ${status}, expected ${fuzz.expect.join(' or ')}`);
  if (browser && !headers['content-security-policy']) problems.push('no Content-Security-Policy');
  if (headers['access-control-allow-origin'] || headers['access-control-allow-credentials'])
    problems.push('allows a cross-origin caller (CORS)');
  if (status === 429 && !headers['retry-after']) problems.push('429 without Retry-After');
  if (status === 405 && !headers.allow) problems.push('405 without Allow');
  if (status === 401 && !headers['www-authenticate']) problems.push('401 without WWW-Authenticate');
  // A refusal at the connection level (431) is not an answer of the route: it carries no caching.
  if (fuzz.headers.authorization !== undefined && status !== 431 && headers['cache-control'] !== 'no-store')
    problems.push(`answer to a request with credentials cached (${headers['cache-control'] ?? 'no Cache-Control'})`);
  if (INTERNALS.test(answer.body)) problems.push(`shows internals: ${answer.body.slice(0, 200)}`);
  if (status >= 400 && status < 500 && fuzz.method !== 'HEAD') {
    let body: unknown;
    try {
      body = JSON.parse(answer.body);
    } catch {
      body = undefined;
    }
    if (!isErrorShape(body)) problems.push(`refusal not in the spec's error shape: ${answer.body.slice(0, 200)}`);
  }
  return problems;
}
