import { api, newAccount, signedInAccount } from '../support/api.js';

describe('tokens and the profile', () => {
  it('logs in with {auth_token, user}; the token is 40 hex characters', async () => {
    const account = newAccount();
    await api('POST', '/auth/users/', { body: account });
    const { status, body } = await api('POST', '/auth/token/login/', {
      body: { username: account.username, password: account.password },
    });
    expect(status).toBe(200);
    expect(body.auth_token).toMatch(/^[0-9a-f]{40}$/);
    expect(body.user).toMatchObject({
      username: account.username,
      email: account.email,
      first_name: 'Ada',
      last_name: 'Lovelace',
    });
  });

  it('refuses bad credentials without telling which part was wrong', async () => {
    const account = newAccount();
    await api('POST', '/auth/users/', { body: account });
    const expected = { status: 400, body: { non_field_errors: ['Unable to log in with provided credentials.'] } };
    expect(
      await api('POST', '/auth/token/login/', { body: { username: account.username, password: 'wrong-password' } }),
    ).toMatchObject(expected);
    expect(await api('POST', '/auth/token/login/', { body: { username: 'nobody-by-this-name', password: 'x' } })).toMatchObject(
      expected,
    );
    // Djoser's login fields are optional: missing ones fail authentication; blank ones are field errors.
    expect(await api('POST', '/auth/token/login/', { body: {} })).toMatchObject(expected);
    expect(await api('POST', '/auth/token/login/', { body: { username: '', password: 'x' } })).toMatchObject({
      status: 400,
      body: { username: ['This field may not be blank.'] },
    });
  });

  it('shows the profile to the token holder', async () => {
    const { account, id, token } = await signedInAccount();
    const { status, body } = await api('GET', '/usermanagement/profile/', { token });
    expect(status).toBe(200);
    expect(body).toEqual({
      id,
      username: account.username,
      email: account.email,
      first_name: 'Ada',
      last_name: 'Lovelace',
      country: 'US',
    });
  });

  it('answers DRF’s 401s for missing, unknown and malformed tokens', async () => {
    const missing = await api('GET', '/usermanagement/profile/');
    expect(missing).toMatchObject({ status: 401, body: { detail: 'Authentication credentials were not provided.' } });
    expect(missing.headers.get('www-authenticate')).toBe('Token');
    expect(await api('GET', '/usermanagement/profile/', { token: 'f'.repeat(40) })).toMatchObject({
      status: 401,
      body: { detail: 'Invalid token.' },
    });
    expect(await api('GET', '/usermanagement/profile/', { headers: { authorization: 'Token' } })).toMatchObject({
      status: 401,
      body: { detail: 'Invalid token header. No credentials provided.' },
    });
    expect(await api('GET', '/usermanagement/profile/', { headers: { authorization: 'Token a b' } })).toMatchObject({
      status: 401,
      body: { detail: 'Invalid token header. Token string should not contain spaces.' },
    });
    expect(await api('GET', '/usermanagement/profile/', { headers: { authorization: 'Bearer abc' } })).toMatchObject({
      status: 401,
      body: { detail: 'Authentication credentials were not provided.' },
    });
  });

  it('accepts the Token keyword in any case', async () => {
    const { token } = await signedInAccount();
    expect((await api('GET', '/usermanagement/profile/', { headers: { authorization: `token ${token}` } })).status).toBe(200);
  });

  it('refuses a wrong method on the profile with 405', async () => {
    const { token } = await signedInAccount();
    expect(await api('POST', '/usermanagement/profile/', { token, body: {} })).toMatchObject({
      status: 405,
      body: { detail: 'Method "POST" not allowed.' },
    });
  });

  it('logs out with 204 and the token stops working at once', async () => {
    const { token } = await signedInAccount();
    expect((await api('POST', '/auth/token/logout/', { token })).status).toBe(204);
    expect(await api('GET', '/usermanagement/profile/', { token })).toMatchObject({
      status: 401,
      body: { detail: 'Invalid token.' },
    });
    expect((await api('POST', '/auth/token/logout/')).status).toBe(401);
  });
});
