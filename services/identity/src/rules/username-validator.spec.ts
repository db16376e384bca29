import { INVALID_USERNAME, isValidUsername, normalizeUsername } from './username-validator.js';

describe('isValidUsername (UnicodeUsernameValidator)', () => {
  it('accepts letters and digits of any script plus @ . + - _', () => {
    for (const username of ['alice', 'ok.name+tag@x-y_z', 'Jürgen', 'δοκιμή', '用户', '١٢٣', 'ﬁnn', 'a²']) {
      expect(isValidUsername(username)).toBe(true);
    }
  });

  it('refuses spaces, other punctuation, combining marks, controls and the empty string', () => {
    for (const username of ['bad name', 'semi;colon', 'e\u0301', 'a\0b', 'a\ud800', 'tab\t', 'line\n', '']) {
      expect(isValidUsername(username)).toBe(false);
    }
  });

  it('carries Django message', () => {
    expect(INVALID_USERNAME).toBe(
      'Enter a valid username. This value may contain only letters, numbers, and @/./+/-/_ characters.',
    );
  });
});

describe('normalizeUsername (NFKC, as create_user stores it)', () => {
  it('folds compatibility characters', () => {
    expect(normalizeUsername('ﬁnn')).toBe('finn');
    expect(normalizeUsername('Ｂｏｂ')).toBe('Bob');
    expect(normalizeUsername('e\u0301')).toBe('é');
  });
});
