import { api, newAccount, uniqueName } from '../support/api.js';

describe('POST /auth/users/ (Djoser registration)', () => {
  it('creates the account: 201 with the user, password never echoed', async () => {
    const account = newAccount({ country: 'CA' });
    const { status, body } = await api('POST', '/auth/users/', { body: account });
    expect(status).toBe(201);
    expect(body).toEqual({
      id: expect.any(Number),
      username: account.username,
      email: account.email,
      first_name: 'Ada',
      last_name: 'Lovelace',
      country: 'CA',
    });
  });

  it('accepts the firstName/lastName variant and defaults the country to US', async () => {
    const { username, email, password } = newAccount();
    const { status, body } = await api('POST', '/auth/users/', {
      body: { username, email, password, firstName: 'Grace', lastName: 'Hopper' },
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({ first_name: 'Grace', last_name: 'Hopper', country: 'US' });
  });

  it('refuses a taken username and a taken email (whatever its case)', async () => {
    const account = newAccount();
    expect((await api('POST', '/auth/users/', { body: account })).status).toBe(201);
    const again = await api('POST', '/auth/users/', { body: { ...account, email: `other.${account.email}` } });
    expect(again).toMatchObject({ status: 400, body: { username: ['A user with that username already exists.'] } });
    const sameEmail = await api('POST', '/auth/users/', {
      body: { ...account, username: uniqueName(), email: account.email.toUpperCase() },
    });
    expect(sameEmail.status).toBe(400);
    expect(sameEmail.body).toHaveProperty('email');
  });

  it('lists every missing required field with DRF’s message', async () => {
    const { status, body } = await api('POST', '/auth/users/', { body: {} });
    expect(status).toBe(400);
    expect(body).toEqual({
      email: ['This field is required.'],
      username: ['This field is required.'],
      password: ['This field is required.'],
    });
  });

  it('registers the older sign-up’s username, email and password alone (names are optional, as in Django)', async () => {
    const { username, email, password } = newAccount();
    const { status, body } = await api('POST', '/auth/users/', { body: { username, email, password } });
    expect(status).toBe(201);
    expect(body).toMatchObject({ username, first_name: '', last_name: '', country: 'US' });
  });

  it('refuses a bad email and a bad username with Django’s messages', async () => {
    const bad = await api('POST', '/auth/users/', { body: newAccount({ email: 'not-an-email', username: 'no spaces allowed' }) });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      email: ['Enter a valid email address.'],
      username: ['Enter a valid username. This value may contain only letters, numbers, and @/./+/-/_ characters.'],
    });
  });

  it('runs Django’s password validators in Django’s order', async () => {
    const short = await api('POST', '/auth/users/', { body: newAccount({ password: 'abc12' }) });
    expect(short.status).toBe(400);
    expect(short.body.password).toContain('This password is too short. It must contain at least 8 characters.');

    const common = await api('POST', '/auth/users/', { body: newAccount({ password: 'password123' }) });
    expect(common.body.password).toContain('This password is too common.');

    const numeric = await api('POST', '/auth/users/', { body: newAccount({ password: '8405719362' }) });
    expect(numeric.body.password).toContain('This password is entirely numeric.');

    const account = newAccount();
    const similar = await api('POST', '/auth/users/', { body: { ...account, password: account.username } });
    expect(similar.body.password).toContain('The password is too similar to the username.');
  });

  it('answers malformed and unexpected bodies with a 4xx, never a 5xx', async () => {
    expect(await api('POST', '/auth/users/', { body: '{"username": ' })).toMatchObject({
      status: 400,
      body: { detail: expect.stringMatching(/^JSON parse error - /) },
    });
    expect(await api('POST', '/auth/users/', { body: [] })).toMatchObject({
      status: 400,
      body: { non_field_errors: ['Invalid data. Expected a dictionary, but got list.'] },
    });
    expect(await api('POST', '/auth/users/', { body: 'username=a', headers: { 'content-type': 'text/plain' } })).toMatchObject({
      status: 415,
      body: { detail: 'Unsupported media type "text/plain" in request.' },
    });
    const huge = await api('POST', '/auth/users/', { body: { ...newAccount(), first_name: 'x'.repeat(200_000) } });
    expect(huge.status).toBe(413);
    const wrongTypes = await api('POST', '/auth/users/', {
      body: { ...newAccount(), username: true, email: { a: 1 }, country: 'FR' },
    });
    expect(wrongTypes.status).toBe(400);
    expect(wrongTypes.body).toMatchObject({ username: ['Not a valid string.'], country: ['"FR" is not a valid choice.'] });
  });

  it('refuses other methods with DRF’s 405', async () => {
    const { status, body, headers } = await api('DELETE', '/auth/users/');
    expect(status).toBe(405);
    expect(body).toEqual({ detail: 'Method "DELETE" not allowed.' });
    expect(headers.get('allow')).toContain('POST');
  });
});
