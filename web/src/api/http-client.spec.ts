import { beforeEach, describe, expect, it } from '@jest/globals';
import { installFakeFetch, type FakeServer } from '../testing/fake-fetch.js';
import { ApiError, NetworkError } from './api-errors.js';
import { createHttpClient } from './http-client.js';

describe('createHttpClient', () => {
  let server: FakeServer;

  beforeEach(() => {
    server = installFakeFetch({
      'GET /usermanagement/profile/': { body: { id: 1 } },
      'POST /auth/token/login/': { status: 400, body: { non_field_errors: ['Unable to log in.'] } },
      'POST /auth/token/logout/': { status: 204 },
      'GET /down/': 'network-error',
    });
  });

  it('sends the stored token as "Authorization: Token {token}" and parses the JSON answer', async () => {
    const client = createHttpClient({ baseUrl: '', readToken: () => 'abc123' });

    await expect(client.get('/usermanagement/profile/')).resolves.toEqual({ id: 1 });
    expect(server.requests[0]?.headers.Authorization).toBe('Token abc123');
  });

  it('sends no Authorization header without a token', async () => {
    const client = createHttpClient({ baseUrl: '', readToken: () => null });

    await client.get('/usermanagement/profile/');
    expect(server.requests[0]?.headers).not.toHaveProperty('Authorization');
  });

  it('posts JSON and resolves an empty answer as undefined', async () => {
    const client = createHttpClient({ baseUrl: '' });

    await expect(client.post('/auth/token/logout/', { reason: 'done' })).resolves.toBeUndefined();
    expect(server.requests[0]).toMatchObject({
      method: 'POST',
      body: { reason: 'done' },
      headers: { 'Content-Type': 'application/json' },
    });
  });

  it('prefixes the base address', async () => {
    const client = createHttpClient({ baseUrl: 'http://api.example.test' });
    await client.get('/usermanagement/profile/');
    expect((globalThis.fetch as unknown as { mock: { calls: unknown[][] } }).mock.calls[0]?.[0]).toBe(
      'http://api.example.test/usermanagement/profile/',
    );
  });

  it('rejects a non-2xx answer with an ApiError carrying status and parsed body', async () => {
    const client = createHttpClient({ baseUrl: '' });

    const failure = await client.post('/auth/token/login/', {}).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 400, body: { non_field_errors: ['Unable to log in.'] } });
  });

  it('rejects with a NetworkError when no answer arrives', async () => {
    const client = createHttpClient({ baseUrl: '' });
    await expect(client.get('/down/')).rejects.toBeInstanceOf(NetworkError);
  });
});
