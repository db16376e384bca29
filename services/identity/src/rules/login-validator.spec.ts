import { INVALID_CREDENTIALS_ERRORS, validateLogin } from './login-validator.js';

/** Expected bodies were produced by Djoser 2.1's TokenCreateSerializer. */
describe('validateLogin', () => {
  it('hands back the trimmed credentials', () => {
    expect(validateLogin({ username: ' taken ', password: ' x ' })).toEqual({
      ok: true,
      value: { username: 'taken', password: 'x' },
    });
  });

  it('accepts numbers as text, and ignores unknown fields', () => {
    expect(validateLogin({ username: 5, password: 'nope', remember: true })).toEqual({
      ok: true,
      value: { username: '5', password: 'nope' },
    });
  });

  it('reports field errors with password before username', () => {
    const result = validateLogin({ username: '', password: null });
    expect(JSON.stringify(result)).toBe(
      JSON.stringify({
        ok: false,
        errors: { password: ['This field may not be null.'], username: ['This field may not be blank.'] },
      }),
    );
    expect(validateLogin({ username: true, password: [] })).toEqual({
      ok: false,
      errors: { password: ['Not a valid string.'], username: ['Not a valid string.'] },
    });
  });

  it('answers invalid credentials for a missing field, as authenticate() does without a lookup', () => {
    for (const body of [{}, { username: 'a' }, { password: 'b' }]) {
      expect(validateLogin(body)).toEqual({ ok: false, errors: INVALID_CREDENTIALS_ERRORS });
    }
    expect(INVALID_CREDENTIALS_ERRORS).toEqual({ non_field_errors: ['Unable to log in with provided credentials.'] });
  });

  it('answers invalid credentials for a password longer than any account can have, without hashing it', () => {
    expect(validateLogin({ username: 'a', password: 'p'.repeat(4097) })).toEqual({
      ok: false,
      errors: INVALID_CREDENTIALS_ERRORS,
    });
    expect(validateLogin({ username: 'a', password: 'p'.repeat(4096) }).ok).toBe(true);
  });
});
