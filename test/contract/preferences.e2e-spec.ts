import { api, bffUrl, newAccount, signedInAccount, type NewAccount } from '../support/api.js';

const PREFERENCES = '/api/preferences/';

/** The answer's bytes as the bff sent them: Djoser's answers must not change by one. */
async function rawText(method: string, path: string, options: { body?: unknown; headers?: Record<string, string> }) {
  const response = await fetch(`${bffUrl()}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...options.headers },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: response.status, text: await response.text() };
}

/** Djoser's user, keys in Djoser's order, compact as the bff writes JSON. */
const djoserUser = (id: number, account: NewAccount) =>
  JSON.stringify({
    id,
    username: account.username,
    email: account.email,
    first_name: account.first_name,
    last_name: account.last_name,
    country: account.country,
  });

/** Registers with the browser's zone in X-Time-Zone, as the web does, and signs in. */
async function registeredIn(timeZone: string) {
  const account = newAccount();
  const created = await rawText('POST', '/auth/users/', { body: account, headers: { 'x-time-zone': timeZone } });
  const id = (JSON.parse(created.text) as { id: number }).id;
  const login = await api<{ auth_token: string; user: unknown }>('POST', '/auth/token/login/', {
    body: { username: account.username, password: account.password },
  });
  return { account, created, id, login, token: login.body.auth_token };
}

describe('GET|PATCH /api/preferences/ (the account’s time zone)', () => {
  it('answers New York for an account whose browser named no zone', async () => {
    const { token } = await signedInAccount();
    const { status, body, headers } = await api('GET', PREFERENCES, { token });
    expect(status).toBe(200);
    expect(body).toEqual({ time_zone: 'America/New_York' });
    expect(headers.get('cache-control')).toBe('no-store');
  });

  it('starts the account in the zone its browser sent at registration; an unknown one is New York', async () => {
    const tokyo = await registeredIn('Asia/Tokyo');
    expect((await api('GET', PREFERENCES, { token: tokyo.token })).body).toEqual({ time_zone: 'Asia/Tokyo' });
    const unknown = await registeredIn('Mars/Olympus_Mons');
    expect(unknown.created.status).toBe(201);
    expect((await api('GET', PREFERENCES, { token: unknown.token })).body).toEqual({ time_zone: 'America/New_York' });
  });

  it('saves a valid zone and answers it from then on', async () => {
    const { token } = await signedInAccount();
    const saved = await api('PATCH', PREFERENCES, { token, body: { time_zone: 'Europe/London' } });
    expect(saved).toMatchObject({ status: 200, body: { time_zone: 'Europe/London' } });
    expect((await api('GET', PREFERENCES, { token })).body).toEqual({ time_zone: 'Europe/London' });
    // A partial update: a body without the field changes nothing.
    expect(await api('PATCH', PREFERENCES, { token, body: {} })).toMatchObject({
      status: 200,
      body: { time_zone: 'Europe/London' },
    });
  });

  it('refuses an unknown or malformed zone with a 400 in DRF’s shape, and keeps the saved one', async () => {
    const { token } = await signedInAccount();
    await api('PATCH', PREFERENCES, { token, body: { time_zone: 'Asia/Tokyo' } });
    for (const [timeZone, message] of [
      ['Mars/Olympus_Mons', '"Mars/Olympus_Mons" is not a valid time zone.'],
      ['', 'This field may not be blank.'],
      [null, 'This field may not be null.'],
      [42, 'Not a valid string.'],
      [`Europe/${'x'.repeat(80)}`, 'Ensure this field has no more than 64 characters.'],
    ] as const) {
      const refused = await api('PATCH', PREFERENCES, { token, body: { time_zone: timeZone } });
      expect(refused).toMatchObject({ status: 400, body: { time_zone: [message] } });
    }
    expect(await api('PATCH', PREFERENCES, { token, body: ['UTC'] })).toMatchObject({
      status: 400,
      body: { non_field_errors: ['Invalid data. Expected a dictionary, but got list.'] },
    });
    expect((await api('GET', PREFERENCES, { token })).body).toEqual({ time_zone: 'Asia/Tokyo' });
  });

  it('answers 401 in DRF’s shape without a token or with a bad one', async () => {
    for (const method of ['GET', 'PATCH']) {
      const body = method === 'PATCH' ? { time_zone: 'UTC' } : undefined;
      const anonymous = await api(method, PREFERENCES, { body });
      expect(anonymous).toMatchObject({ status: 401, body: { detail: 'Authentication credentials were not provided.' } });
      expect(anonymous.headers.get('www-authenticate')).toBe('Token');
      const bad = await api(method, PREFERENCES, { body, token: '0'.repeat(40) });
      expect(bad).toMatchObject({ status: 401, body: { detail: 'Invalid token.' } });
    }
  });

  it('leaves Djoser’s answers byte for byte as they were: registration, login and profile', async () => {
    const { account, created, id, login, token } = await registeredIn('Asia/Tokyo');
    expect(created).toEqual({ status: 201, text: djoserUser(id, account) });
    expect(login.body).toEqual({ auth_token: token, user: JSON.parse(djoserUser(id, account)) });
    await api('PATCH', PREFERENCES, { token, body: { time_zone: 'Europe/Berlin' } });
    expect(await rawText('GET', '/usermanagement/profile/', { headers: { authorization: `Token ${token}` } })).toEqual({
      status: 200,
      text: djoserUser(id, account),
    });
    // Djoser's refusals too: the zone never adds a field error of its own.
    const refused = await rawText('POST', '/auth/users/', { body: {}, headers: { 'x-time-zone': 'Mars/Olympus_Mons' } });
    expect(refused).toEqual({
      status: 400,
      text: JSON.stringify({
        email: ['This field is required.'],
        username: ['This field is required.'],
        password: ['This field is required.'],
      }),
    });
  });
});
