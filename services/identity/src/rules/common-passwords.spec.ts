import { isCommonPassword } from './common-passwords.js';

describe('isCommonPassword', () => {
  it('finds common passwords', () => {
    for (const password of ['password', '123456', 'qwerty', 'iloveyou', 'trustno1', 'password1']) {
      expect(isCommonPassword(password)).toBe(true);
    }
  });

  it('compares lower-cased and stripped of Python whitespace, as Django does', () => {
    expect(isCommonPassword('PassWord')).toBe(true);
    expect(isCommonPassword(' password\u0085')).toBe(true);
  });

  it('does not find uncommon passwords', () => {
    expect(isCommonPassword('correct horse battery staple')).toBe(false);
    expect(isCommonPassword('Zq8#kV1!wP')).toBe(false);
  });

  it('uses only the 20,000 most common entries of the dictionary', () => {
    // In zxcvbn-ts 4.1.3's list "zoltan" is entry 20,000 and "luvfur" entry 20,001.
    expect(isCommonPassword('zoltan')).toBe(true);
    expect(isCommonPassword('luvfur')).toBe(false);
  });
});
