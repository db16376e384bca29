import Fastify, { type FastifyInstance } from 'fastify';
import { connect, type Socket } from 'node:net';
import { DRAIN_LIMIT_BYTES } from '@mc/runtime';
import { installJsonBody } from './json-body.js';
import { DATA_POLICY } from './security-headers.js';
import { bffServerOptions } from './server-options.js';

/** Everything a socket received until the server closed it, or `undefined` if it is still open at the deadline. */
function untilClosed(socket: Socket, deadlineMs: number): Promise<string | undefined> {
  return new Promise((resolve) => {
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('error', () => undefined);
    const timer = setTimeout(() => {
      socket.destroy();
      resolve(undefined);
    }, deadlineMs);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(received);
    });
  });
}

/** Resolves once what the socket received matches `pattern`. */
function untilReceived(socket: Socket, pattern: RegExp): Promise<string> {
  return new Promise((resolve) => {
    let received = '';
    const onData = (chunk: Buffer) => {
      received += chunk.toString();
      if (!pattern.test(received)) return;
      socket.off('data', onData);
      resolve(received);
    };
    socket.on('data', onData);
  });
}

const opened = (port: number) =>
  new Promise<Socket>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });

describe('the public port’s server options', () => {
  let server: FastifyInstance;
  let port: number;

  beforeAll(async () => {
    // Short timeouts so the test runs in a second; the product's are 10 s and 15 s.
    server = Fastify(
      bffServerOptions({ TRUST_PROXY: false, HTTP_HEADERS_TIMEOUT_MS: 400, HTTP_REQUEST_TIMEOUT_MS: 600, CSP_EXTRA_SOURCES: [] }),
    );
    installJsonBody(server);
    server.post('/auth/users', async () => ({ id: 1 }));
    server.put('/auth/users/:id', async () => ({ id: 1 }));
    await server.listen({ port: 0, host: '127.0.0.1' });
    port = (server.server.address() as { port: number }).port;
  });
  afterAll(() => server.close());

  it('answers 408 and closes every connection whose body stops half-way (issue 12 §4)', async () => {
    const sockets = await Promise.all(Array.from({ length: 50 }, () => opened(port)));
    const closed = sockets.map((socket) => untilClosed(socket, 5_000));
    for (const socket of sockets)
      socket.write(
        'POST /auth/users/ HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"username": "da',
      );
    const answers = await Promise.all(closed);
    expect(answers.filter((answer) => answer === undefined)).toHaveLength(0);
    for (const answer of answers) {
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(answer).toContain('{"detail":"The request was not received in time."}');
    }
  });

  it('closes connections whose headers never end, and those sending nothing at all', async () => {
    const sockets = await Promise.all(Array.from({ length: 10 }, () => opened(port)));
    const closed = sockets.map((socket) => untilClosed(socket, 5_000));
    sockets.slice(0, 5).forEach((socket) => socket.write('GET / HTTP/1.1\r\nHost: x\r\nX-Slow: '));
    expect((await Promise.all(closed)).filter((answer) => answer === undefined)).toHaveLength(0);
  });

  it('refuses oversized headers and malformed requests in DRF’s shape, with the security headers', async () => {
    const oversized = await opened(port);
    const oversizedAnswer = untilClosed(oversized, 5_000);
    oversized.write(`GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    const answer = await oversizedAnswer;
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(answer).toContain(`Content-Security-Policy: ${DATA_POLICY}\r\n`);
    expect(answer).toContain('{"detail":"Request header fields are too large."}');
    const malformed = await opened(port);
    const malformedAnswer = untilClosed(malformed, 5_000);
    malformed.write('GET /\u0000 HTTP/1.1\r\n\r\n');
    expect(await malformedAnswer).toMatch(/^HTTP\/1\.1 400 [^]*\{"detail":"Malformed HTTP request\."\}$/);
  });

  it('refuses a URL the router cannot decode, or an overlong parameter, in DRF’s shape', async () => {
    const bad = await server.inject({ method: 'PUT', url: '/auth/users/%ff', headers: { authorization: 'Token 0123' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ detail: 'The request URL is not valid percent-encoded UTF-8.' });
    // No hook runs for these: the answer carries their headers all the same.
    expect(bad.headers['content-security-policy']).toBe(DATA_POLICY);
    expect(bad.headers['cache-control']).toBe('no-store');
    const long = await server.inject({ method: 'PUT', url: `/auth/users/${'9'.repeat(200)}` });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ detail: 'The request URL is too long.' });
  });

  it('keeps the connection of a body it refuses while the body is still being sent (readRefusedBodies)', async () => {
    const socket = await opened(port);
    socket.write(
      `POST /auth/users/ HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${DRAIN_LIMIT_BYTES}\r\n\r\n{"a":`,
    );
    const answer = await untilReceived(socket, /\}$/);
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).not.toMatch(/^connection: close/im);
    socket.destroy();
  });
});
