import { EMAIL_TAKEN, USERNAME_TAKEN } from './djoser-messages.js';
import { type UniquenessCandidates, validateRegistration } from './registration-validator.js';

/**
 * Expected bodies were produced by DRF 3.14 with Djoser 2.1's UserCreateSerializer extended the way this
 * product's serializer is assumed to be (required email/first_name/last_name, country, 4096 cap).
 */
const VALID = {
  username: 'alice',
  email: 'alice@example.com',
  password: 'correct horse',
  first_name: 'Alice',
  last_name: 'Liddell',
};
const withFields = (fields: Record<string, unknown>) => ({ ...VALID, ...fields });

/** A stand-in for the database: "taken" and "taken@example.com" belong to someone. */
const existingUsers = (candidates: UniquenessCandidates) => ({
  ...(candidates.username === 'taken' ? { username: [USERNAME_TAKEN] } : {}),
  ...(candidates.email === 'taken@example.com' ? { email: [EMAIL_TAKEN] } : {}),
});

const errorsFor = async (body: Record<string, unknown>) => {
  const result = await validateRegistration(body, existingUsers);
  if (result.ok) throw new Error(`expected errors, got ${JSON.stringify(result.value)}`);
  return result.errors;
};

describe('validateRegistration: the body', () => {
  it('reports every missing required field at once, in serializer order', async () => {
    const errors = await errorsFor({});
    expect(JSON.stringify(errors)).toBe(
      JSON.stringify({
        email: ['This field is required.'],
        username: ['This field is required.'],
        password: ['This field is required.'],
      }),
    );
  });

  it('takes the names as optional and blank-able, as AbstractUser does (the older sign-up sends none)', async () => {
    const { first_name: _first, last_name: _last, ...withoutNames } = withFields({});
    const result = await validateRegistration(withoutNames);
    expect(result.ok && [result.value.firstName, result.value.lastName]).toEqual(['', '']);
    const blank = await validateRegistration(withFields({ first_name: '  ', last_name: '' }));
    expect(blank.ok && [blank.value.firstName, blank.value.lastName]).toEqual(['', '']);
    expect(await errorsFor(withFields({ first_name: null }))).toEqual({ first_name: ['This field may not be null.'] });
  });

  it('ignores unknown fields', async () => {
    expect((await validateRegistration(withFields({ is_staff: true, promoCode: 'X' }))).ok).toBe(true);
  });
});

describe('validateRegistration: a valid registration', () => {
  it('returns the values as create_user stores them', async () => {
    expect(await validateRegistration(VALID)).toEqual({
      ok: true,
      value: {
        username: 'alice',
        email: 'alice@example.com',
        password: 'correct horse',
        firstName: 'Alice',
        lastName: 'Liddell',
        country: 'US',
      },
    });
  });

  it('trims every text field, the password included', async () => {
    const result = await validateRegistration(
      withFields({ username: ' alice ', email: ' alice@example.com\t', password: '  spaced out pass  ', first_name: ' Alice ' }),
    );
    expect(result).toMatchObject({
      ok: true,
      value: { username: 'alice', email: 'alice@example.com', password: 'spaced out pass', firstName: 'Alice' },
    });
  });

  it('lower-cases the domain of the email and NFKC-normalises the username', async () => {
    const result = await validateRegistration(withFields({ email: 'Bob@EXAMPLE.COM', username: 'ﬁnn' }));
    expect(result).toMatchObject({ ok: true, value: { email: 'Bob@example.com', username: 'finn' } });
  });

  it('accepts numbers where text is expected, as Python text', async () => {
    const result = await validateRegistration(withFields({ username: 12345, password: 123456789012.5 }));
    expect(result).toMatchObject({ ok: true, value: { username: '12345', password: '123456789012.5' } });
  });

  it('refuses usernames outside letters, numbers and @/./+/-/_, reporting every failing validator', async () => {
    const invalid = 'Enter a valid username. This value may contain only letters, numbers, and @/./+/-/_ characters.';
    expect(await errorsFor(withFields({ username: 'bad name' }))).toEqual({ username: [invalid] });
    expect(await errorsFor(withFields({ username: '\ufeff' }))).toEqual({ username: [invalid] });
    expect(await errorsFor(withFields({ username: 'a\0b' }))).toEqual({
      username: [invalid, 'Null characters are not allowed.'],
    });
    expect(await errorsFor(withFields({ username: 'a\ud800b' }))).toEqual({
      username: [invalid, 'Surrogate characters are not allowed: U+D800.'],
    });
  });

  it('caps username, first and last names at 150 characters and email at 254', async () => {
    expect((await validateRegistration(withFields({ username: 'x'.repeat(150) }))).ok).toBe(true);
    const errors = await errorsFor(
      withFields({
        username: 'x'.repeat(151),
        first_name: 'y'.repeat(151),
        last_name: 'z'.repeat(151),
        email: `${'e'.repeat(250)}@b.com`,
      }),
    );
    expect(errors).toEqual({
      email: ['Ensure this field has no more than 254 characters.'],
      first_name: ['Ensure this field has no more than 150 characters.'],
      last_name: ['Ensure this field has no more than 150 characters.'],
      username: ['Ensure this field has no more than 150 characters.'],
    });
  });

  it.each([['no-at'], ['a@b'], ['"q uo"@ex.com'], [['a']], [7]])('refuses the email %j', async (email) => {
    expect(await errorsFor(withFields({ email }))).toEqual({ email: ['Enter a valid email address.'] });
  });

  it('accepts address literals and localhost, as Django does', async () => {
    for (const email of ['a@localhost', 'a@[127.0.0.1]', 'a@[::1]']) {
      expect((await validateRegistration(withFields({ email }))).ok).toBe(true);
    }
  });

  it('reports a NUL in the email before the address check', async () => {
    expect(await errorsFor(withFields({ email: 'a\0@b.com' }))).toEqual({
      email: ['Null characters are not allowed.', 'Enter a valid email address.'],
    });
  });

  it('caps the password at 4096 characters and refuses NUL characters in it', async () => {
    expect(await errorsFor(withFields({ password: 'a'.repeat(4097) }))).toEqual({
      password: ['Ensure this field has no more than 4096 characters.'],
    });
    expect(await errorsFor(withFields({ password: 'a\0bcdefgh' }))).toEqual({ password: ['Null characters are not allowed.'] });
  });
});

describe('validateRegistration: uniqueness', () => {
  it('reports a taken username or email as a field error', async () => {
    expect(await errorsFor(withFields({ username: 'taken' }))).toEqual({ username: [USERNAME_TAKEN] });
    expect(await errorsFor(withFields({ username: ' taken ' }))).toEqual({ username: [USERNAME_TAKEN] });
    expect(await errorsFor(withFields({ email: 'taken@example.com' }))).toEqual({ email: [EMAIL_TAKEN] });
  });

  it('reports uniqueness together with other fields errors', async () => {
    expect(await errorsFor(withFields({ username: 'taken', email: 'bad', password: '' }))).toEqual({
      email: ['Enter a valid email address.'],
      username: [USERNAME_TAKEN],
      password: ['This field may not be blank.'],
    });
  });

  it('asks once, with the trimmed text as typed, and only about values that could have been stored', async () => {
    const asked: UniquenessCandidates[] = [];
    const record = (candidates: UniquenessCandidates) => {
      asked.push(candidates);
      return {};
    };
    await validateRegistration(withFields({ username: ' ﬁnn ', email: ' Bob@EXAMPLE.COM ' }), record);
    await validateRegistration(withFields({ username: 'a\0b', email: 'bad' }), record);
    await validateRegistration(withFields({ username: 'ok', email: null }), record);
    expect(asked).toEqual([{ email: 'Bob@EXAMPLE.COM', username: 'ﬁnn' }, { username: 'ok' }]);
  });

  it('works with an asynchronous check, such as a database query', async () => {
    const result = await validateRegistration(withFields({ username: 'taken' }), async (candidates) => existingUsers(candidates));
    expect(result).toEqual({ ok: false, errors: { username: [USERNAME_TAKEN] } });
  });

  it('does not run password validators while a field is taken', async () => {
    expect(await errorsFor(withFields({ username: 'taken', password: 'x' }))).toEqual({ username: [USERNAME_TAKEN] });
  });
});

describe('validateRegistration: password validators (validate(), after the fields)', () => {
  it('do not run while any field has an error', async () => {
    expect(await errorsFor(withFields({ username: 'bad name', password: 'x' }))).toEqual({
      username: ['Enter a valid username. This value may contain only letters, numbers, and @/./+/-/_ characters.'],
    });
    expect(await errorsFor(withFields({ email: 'bad', password: '1' }))).toEqual({ email: ['Enter a valid email address.'] });
  });

  it.each([
    [{ password: 'password' }, ['This password is too common.']],
    [{ password: '12345678' }, ['This password is too common.', 'This password is entirely numeric.']],
    [{ password: 12345678 }, ['This password is too common.', 'This password is entirely numeric.']],
    [{ password: '98765432109' }, ['This password is entirely numeric.']],
    [{ password: '²³¹⁴⁵⁶⁷⁸' }, ['This password is entirely numeric.']],
    [{ username: 'johnsmith', password: 'johnsmith1' }, ['The password is too similar to the username.']],
    [{ email: 'john@example.com', password: 'example.com1' }, ['The password is too similar to the email address.']],
    [{ email: 'john@example.com', password: 'examplecom' }, ['The password is too similar to the email address.']],
    [{ first_name: 'Margaret', password: 'margaret99' }, ['The password is too similar to the first name.']],
    [{ last_name: 'Thatcher', password: 'Thatcher!!' }, ['The password is too similar to the last name.']],
    [{ password: 'liddell-rocks' }, ['The password is too similar to the last name.']],
  ])('answer %j with %j under password', async (fields, messages) => {
    expect(await errorsFor(withFields(fields))).toEqual({ password: messages });
  });

  it.each([
    [{ username: 'abc', password: 'cbacbacba1' }],
    [{ username: 'ab', password: 'abababababababababab' }],
    [{ password: 'alicealice' }],
  ])('accept %j, which is not similar enough', async (fields) => {
    expect((await validateRegistration(withFields(fields))).ok).toBe(true);
  });
});
