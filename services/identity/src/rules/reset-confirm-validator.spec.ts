import { INVALID_TOKEN_ERRORS, INVALID_UID_ERRORS, validateResetConfirm } from './reset-confirm-validator.js';

/** Expected bodies were produced by Djoser 2.1's reset_password_confirm with PASSWORD_RESET_CONFIRM_RETYPE on. */
const VALID = {
  uid: 'Mg',
  token: 'diertl-a428ad4ad7a0a5aec44d0337a275bf16',
  new_password: 'brand new pw 9',
  re_new_password: 'brand new pw 9',
};
const withFields = (fields: Record<string, unknown>) => ({ ...VALID, ...fields });

describe('validateResetConfirm', () => {
  it('hands back the raw uid and token and the trimmed new password', () => {
    expect(validateResetConfirm(withFields({ uid: ' Mg', token: ` ${VALID.token}`, new_password: ' brand new pw 9 ' }))).toEqual({
      ok: true,
      value: { uid: ' Mg', token: ` ${VALID.token}`, newPassword: 'brand new pw 9' },
    });
  });

  it('1. reports field errors first, all together, in serializer order', () => {
    const result = validateResetConfirm({});
    expect(JSON.stringify(result)).toBe(
      JSON.stringify({
        ok: false,
        errors: {
          uid: ['This field is required.'],
          token: ['This field is required.'],
          new_password: ['This field is required.'],
          re_new_password: ['This field is required.'],
        },
      }),
    );
    expect(validateResetConfirm({ uid: '', token: null, new_password: '  ', re_new_password: true })).toEqual({
      ok: false,
      errors: {
        uid: ['This field may not be blank.'],
        token: ['This field may not be null.'],
        new_password: ['This field may not be blank.'],
        re_new_password: ['Not a valid string.'],
      },
    });
  });

  it('1. does not validate the password while another field has an error', () => {
    const { uid: _uid, ...withoutUid } = withFields({ new_password: 'x' });
    expect(validateResetConfirm(withoutUid)).toEqual({ ok: false, errors: { uid: ['This field is required.'] } });
  });

  it('1. caps the new password at 4096 characters', () => {
    const long = 'a'.repeat(4097);
    expect(validateResetConfirm(withFields({ new_password: long, re_new_password: long }))).toEqual({
      ok: false,
      errors: { new_password: ['Ensure this field has no more than 4096 characters.'] },
    });
  });

  it('2. runs the password validators, without a user, before comparing the two passwords', () => {
    expect(validateResetConfirm(withFields({ new_password: 'rita', re_new_password: 'other' }))).toEqual({
      ok: false,
      errors: {
        new_password: ['This password is too short. It must contain at least 8 characters.', 'This password is too common.'],
      },
    });
    expect(validateResetConfirm(withFields({ new_password: '12345678', re_new_password: 'x' }))).toEqual({
      ok: false,
      errors: { new_password: ['This password is too common.', 'This password is entirely numeric.'] },
    });
  });

  it('3. then refuses two different passwords, as a non-field error', () => {
    expect(validateResetConfirm(withFields({ re_new_password: 'different pw 9' }))).toEqual({
      ok: false,
      errors: { non_field_errors: ["The two password fields didn't match."] },
    });
  });

  it('3. compares the trimmed passwords', () => {
    expect(validateResetConfirm(withFields({ re_new_password: '  brand new pw 9\n' })).ok).toBe(true);
  });

  it('leaves uid and token alone: their errors need the database and come last', () => {
    expect(validateResetConfirm(withFields({ uid: 'zz', token: 'bad' })).ok).toBe(true);
    expect(INVALID_UID_ERRORS).toEqual({ uid: ["Invalid user id or user doesn't exist."] });
    expect(INVALID_TOKEN_ERRORS).toEqual({ token: ['Invalid token for given user.'] });
  });

  it('passes a numeric uid or token on as text (Djoser would fail with a 500)', () => {
    expect(validateResetConfirm(withFields({ uid: 2, token: 12 }))).toMatchObject({ ok: true, value: { uid: '2', token: '12' } });
  });
});
