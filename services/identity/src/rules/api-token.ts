import { createHash, randomBytes } from 'node:crypto';

/** DRF's TokenAuthentication messages (answered with 401 and `WWW-Authenticate: Token`). */
export const NO_CREDENTIALS = 'Invalid token header. No credentials provided.';
export const TOKEN_HAS_SPACES = 'Invalid token header. Token string should not contain spaces.';
export const TOKEN_HAS_INVALID_CHARACTERS = 'Invalid token header. Token string should not contain invalid characters.';
export const INVALID_API_TOKEN = 'Invalid token.';
export const INACTIVE_USER = 'User inactive or deleted.';

const KEYWORD = 'token';

/** DRF's `Token.generate_key`: 20 random bytes as 40 lower-case hex digits. */
export function generateApiToken(): string {
  return randomBytes(20).toString('hex');
}

/** Tokens are stored only as this digest, so a leaked table does not hand out sessions. */
export function hashApiToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export type AuthorizationHeader =
  /** No header, or another scheme: DRF's TokenAuthentication returns None and the request is anonymous. */
  | { kind: 'absent' }
  /** A `Token` header DRF refuses before looking the token up (AuthenticationFailed, 401). */
  | { kind: 'invalid'; detail: string }
  /** The token to look up; unknown → INVALID_API_TOKEN, inactive user → INACTIVE_USER. */
  | { kind: 'token'; token: string };

/**
 * DRF's `TokenAuthentication.authenticate` up to the database lookup. DRF reads the header as ISO-8859-1
 * bytes (which is how Node's HTTP parser hands header values over), splits on ASCII whitespace, compares
 * the keyword case-insensitively and decodes the token as UTF-8.
 */
export function parseAuthorizationHeader(header: string | undefined | null): AuthorizationHeader {
  const words = (header ?? '').split(/[ \t\n\r\v\f]+/).filter((word) => word !== '');
  if (words.length === 0 || words[0].toLowerCase() !== KEYWORD || !isLatin1(words[0])) return { kind: 'absent' };
  if (words.length === 1) return { kind: 'invalid', detail: NO_CREDENTIALS };
  if (words.length > 2) return { kind: 'invalid', detail: TOKEN_HAS_SPACES };
  const token = decodeLatin1AsUtf8(words[1]);
  return token === null ? { kind: 'invalid', detail: TOKEN_HAS_INVALID_CHARACTERS } : { kind: 'token', token };
}

function isLatin1(text: string): boolean {
  return [...text].every((character) => character.charCodeAt(0) <= 0xff);
}

/** `auth[1].decode()`: the header's bytes read as strict UTF-8 (a BOM kept, as Python keeps it). */
function decodeLatin1AsUtf8(text: string): string | null {
  if (!isLatin1(text)) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(Buffer.from(text, 'latin1'));
  } catch {
    return null;
  }
}
