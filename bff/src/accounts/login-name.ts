import { pythonStr } from '@mc/runtime';

/**
 * The account a sign-in names, as identity will read it (DRF's CharField takes a JSON number as
 * its text: `{"username": 12345}` signs in as "12345"), so that the back-off counts it the same
 * whatever JSON type it came as. Case and surrounding blanks do not make another account here.
 * Anything identity refuses as a username (an object, a list, null, nothing) counts as no name.
 */
export function loginName(body: unknown): string {
  const username =
    typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>).username : undefined;
  if (typeof username === 'number') return pythonStr(username);
  return typeof username === 'string' ? username.trim().toLowerCase() : '';
}
