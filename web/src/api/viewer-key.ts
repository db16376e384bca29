/**
 * Who is asking, as the first part of every query key: `visitor`, or `signed-in:<fingerprint>` of the
 * token. The bff answers the same address differently for a visitor, a preview reader and a subscriber,
 * so a login or logout must never show an answer cached for the other identity. The fingerprint (FNV-1a)
 * keeps the token itself out of the cache's keys.
 */
export function viewerKey(token: string | null): string {
  if (!token) return 'visitor';
  let hash = 0x811c9dc5;
  for (let index = 0; index < token.length; index++) {
    hash ^= token.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return `signed-in:${(hash >>> 0).toString(16).padStart(8, '0')}`;
}
