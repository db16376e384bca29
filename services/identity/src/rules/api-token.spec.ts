import {
  NO_CREDENTIALS,
  TOKEN_HAS_INVALID_CHARACTERS,
  TOKEN_HAS_SPACES,
  generateApiToken,
  hashApiToken,
  parseAuthorizationHeader,
} from './api-token.js';

describe('generateApiToken', () => {
  it('makes 40 lower-case hex characters, as DRF Token.generate_key', () => {
    expect(generateApiToken()).toMatch(/^[0-9a-f]{40}$/);
  });

  it('makes a new token every time', () => {
    const tokens = new Set(Array.from({ length: 50 }, generateApiToken));
    expect(tokens.size).toBe(50);
  });
});

describe('hashApiToken', () => {
  it('is the sha256 hex digest of the token', () => {
    expect(hashApiToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});

/** Expected kinds and messages are what DRF's TokenAuthentication does with the same header. */
describe('parseAuthorizationHeader', () => {
  it('reads the token after the keyword, in any case, around any ASCII whitespace', () => {
    for (const header of ['Token abc', 'token abc', 'TOKEN abc', 'Token\tabc', ' Token  abc ', 'Token\vabc']) {
      expect(parseAuthorizationHeader(header)).toEqual({ kind: 'token', token: 'abc' });
    }
  });

  it('leaves requests without a Token header anonymous', () => {
    for (const header of [undefined, null, '', '   ', 'Bearer abc', 'Basic', 'Tokenabc', 'Token\u001cabc', 'Token\u00a0abc']) {
      expect(parseAuthorizationHeader(header)).toEqual({ kind: 'absent' });
    }
  });

  it('answers 4xx where DRF fails with a 500 on text it cannot encode as ISO-8859-1', () => {
    // The Kelvin sign lower-cases to "k" in JavaScript, but is not a Latin-1 byte, so it is no keyword.
    expect(parseAuthorizationHeader('To\u212aen abc')).toEqual({ kind: 'absent' });
    expect(parseAuthorizationHeader('Token \u20ac')).toEqual({ kind: 'invalid', detail: TOKEN_HAS_INVALID_CHARACTERS });
  });

  it('refuses the keyword alone', () => {
    expect(parseAuthorizationHeader('Token')).toEqual({ kind: 'invalid', detail: NO_CREDENTIALS });
    expect(parseAuthorizationHeader('token   ')).toEqual({ kind: 'invalid', detail: NO_CREDENTIALS });
  });

  it('refuses a token with spaces', () => {
    expect(parseAuthorizationHeader('Token a b')).toEqual({ kind: 'invalid', detail: TOKEN_HAS_SPACES });
  });

  it('decodes the header bytes as UTF-8 and refuses what is not', () => {
    expect(parseAuthorizationHeader('Token \u00c3\u00a9')).toEqual({ kind: 'token', token: 'é' });
    expect(parseAuthorizationHeader('Token \u00ef\u00bb\u00bfabc')).toEqual({ kind: 'token', token: '\ufeffabc' });
    expect(parseAuthorizationHeader('Token \u00e9')).toEqual({ kind: 'invalid', detail: TOKEN_HAS_INVALID_CHARACTERS });
  });

  it('carries DRF messages', () => {
    expect(NO_CREDENTIALS).toBe('Invalid token header. No credentials provided.');
    expect(TOKEN_HAS_SPACES).toBe('Invalid token header. Token string should not contain spaces.');
    expect(TOKEN_HAS_INVALID_CHARACTERS).toBe('Invalid token header. Token string should not contain invalid characters.');
  });
});
