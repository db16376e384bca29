import { validateAccountDeletion } from './account-deletion-validator.js';

/** Djoser 2.1's UserDeleteSerializer: a required CharField, trimmed as DRF trims. */
describe('validateAccountDeletion', () => {
  it('hands back the trimmed password to check', () => {
    expect(validateAccountDeletion({ current_password: ' correct horse ' })).toEqual({
      ok: true,
      value: { currentPassword: 'correct horse' },
    });
  });

  it.each([
    [{}, ['This field is required.']],
    [{ current_password: '' }, ['This field may not be blank.']],
    [{ current_password: '   ' }, ['This field may not be blank.']],
    [{ current_password: null }, ['This field may not be null.']],
    [{ current_password: ['x'] }, ['Not a valid string.']],
  ])('refuses %j', (body, messages) => {
    expect(validateAccountDeletion(body)).toEqual({ ok: false, errors: { current_password: messages } });
  });

  it('answers a password longer than any account can have as a wrong one, without hashing it', () => {
    expect(validateAccountDeletion({ current_password: 'p'.repeat(4097) })).toEqual({
      ok: false,
      errors: { current_password: ['Invalid password.'] },
    });
  });
});
