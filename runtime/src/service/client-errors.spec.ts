import { createServer, type Server } from 'node:http';
import { connect } from 'node:net';
import { clientErrorHandler } from './client-errors.js';

/** What one connection receives until the server closes it. */
function exchange(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let received = '';
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('error', reject);
    socket.on('close', () => resolve(received));
  });
}

describe('clientErrorHandler', () => {
  let server: Server;
  let port: number;

  beforeAll(async () => {
    server = createServer((_request, response) => response.end('ok'));
    server.on('clientError', clientErrorHandler({ 'X-Frame-Options': 'DENY' }));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as { port: number }).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('answers oversized headers 431 in DRF’s shape, says the connection closes, and closes it', async () => {
    const answer = await exchange(port, `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/);
    expect(answer).toContain('X-Frame-Options: DENY\r\n');
    expect(answer).toContain('Connection: close\r\n');
    expect(answer.endsWith('{"detail":"Request header fields are too large."}')).toBe(true);
  });

  it('answers a malformed request 400', async () => {
    const answer = await exchange(port, 'GET /\u0000 HTTP/1.1\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 [^]*Connection: close\r\n[^]*\{"detail":"Malformed HTTP request\."\}$/);
  });
});
