import { validateResetRequest } from './reset-request-validator.js';

/** Expected bodies were produced by Djoser 2.1's SendEmailResetSerializer. */
describe('validateResetRequest', () => {
  it('hands back the trimmed email', () => {
    expect(validateResetRequest({ email: ' a@b.co ' })).toEqual({ ok: true, value: { email: 'a@b.co' } });
  });

  it('has no length cap beyond the 320 characters of the email validator', () => {
    const email = `${'e'.repeat(300)}@b.co`;
    expect(validateResetRequest({ email })).toEqual({ ok: true, value: { email } });
  });

  it.each([
    [{}, ['This field is required.']],
    [{ email: '' }, ['This field may not be blank.']],
    [{ email: null }, ['This field may not be null.']],
    [{ email: 5 }, ['Enter a valid email address.']],
    [{ email: true }, ['Enter a valid email address.']],
    [{ email: 'nope' }, ['Enter a valid email address.']],
    [{ email: 'a\0@b.co' }, ['Null characters are not allowed.', 'Enter a valid email address.']],
  ])('refuses %j', (body, messages) => {
    expect(validateResetRequest(body)).toEqual({ ok: false, errors: { email: messages } });
  });
});
