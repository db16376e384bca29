import Fastify, { type FastifyInstance } from 'fastify';
import { connect, type Socket } from 'node:net';
import { httpServerOptions } from './http-server-options.js';
import { DRAIN_LIMIT_BYTES, readRefusedBodies } from './refused-bodies.js';

const BODY_LIMIT = 64 * 1024;

const head = (length: number, more = '') =>
  `POST /echo HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n${more}\r\n`;

/** A connection to the server, with what it has received so far, and whether the server closed it. */
async function connection(port: number) {
  const socket: Socket = await new Promise((resolve, reject) => {
    const opened = connect(port, '127.0.0.1', () => resolve(opened));
    opened.once('error', reject);
  });
  let received = '';
  const waiting = new Set<() => void>();
  const notify = () => waiting.forEach((check) => check());
  socket.on('data', (chunk) => ((received += chunk.toString()), notify()));
  socket.on('error', () => undefined);
  socket.on('close', notify);
  return {
    socket,
    /** What arrived once it matches `pattern` (an answer's end; none: once the server closed). */
    until: (pattern = /(?!)/) =>
      new Promise<{ received: string; closed: boolean }>((resolve) => {
        const check = () => {
          if (!pattern.test(received) && !socket.destroyed && !socket.readableEnded) return;
          waiting.delete(check);
          resolve({ received, closed: socket.destroyed || socket.readableEnded });
        };
        waiting.add(check);
        check();
      }),
  };
}

describe('readRefusedBodies', () => {
  let server: FastifyInstance;
  let port: number;

  beforeAll(async () => {
    // A request deadline of 600 ms, so the stalled sender is cut off within the test.
    server = Fastify({ ...httpServerOptions({ headersMs: 400, requestMs: 600 }), bodyLimit: BODY_LIMIT });
    readRefusedBodies(server);
    server.post('/echo', async (request) => request.body);
    await server.listen({ port: 0, host: '127.0.0.1' });
    port = (server.server.address() as { port: number }).port;
  });
  afterAll(() => server.close());

  it('reads a refused body to its end: the client reads the 413 while still sending, and keeps its connection', async () => {
    const client = await connection(port);
    const length = 4 * 1024 * 1024;
    client.socket.write(head(length) + 'z'.repeat(1024));
    const refusal = await client.until(/\}$/);
    expect(refusal.received).toMatch(/^HTTP\/1\.1 413 /);
    expect(refusal.received).not.toMatch(/^connection: close/im);
    // The rest of the body after the refusal, then a request of its own on the same connection.
    client.socket.write('z'.repeat(length - 1024));
    client.socket.write(head(8) + '{"a":1}\n');
    const next = await client.until(/\}[^]*\{"a":1\}$/);
    expect(next.closed).toBe(false);
    expect(next.received).toMatch(/HTTP\/1\.1 200 [^]*\{"a":1\}$/);
    client.socket.destroy();
  });

  it('keeps the connection after a body it refused once read (malformed JSON)', async () => {
    const client = await connection(port);
    client.socket.write(head(5) + '{"a":');
    const refusal = await client.until(/\}$/);
    expect(refusal.received).toMatch(/^HTTP\/1\.1 400 /);
    expect(refusal.received).not.toMatch(/^connection: close/im);
    client.socket.destroy();
  });

  it('cuts off a body declared past the drain limit, or of no declared length', async () => {
    const large = await connection(port);
    large.socket.write(head(DRAIN_LIMIT_BYTES + 1));
    const largeAnswer = await large.until();
    expect(largeAnswer.closed).toBe(true);
    expect(largeAnswer.received).toMatch(/^HTTP\/1\.1 413 [^]*connection: close/im);
    const chunked = await connection(port);
    chunked.socket.write(
      'POST /echo HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n' +
        `${(BODY_LIMIT + 1).toString(16)}\r\n${'z'.repeat(BODY_LIMIT + 1)}\r\n`,
    );
    const chunkedAnswer = await chunked.until();
    expect(chunkedAnswer.closed).toBe(true);
    expect(chunkedAnswer.received).toMatch(/^HTTP\/1\.1 413 [^]*connection: close/im);
  });

  it('cuts off at the request deadline a sender that stops half-way through the body it is refused', async () => {
    const client = await connection(port);
    client.socket.write(head(1024 * 1024));
    const answer = await client.until();
    expect(answer.closed).toBe(true);
    // One answer, the refusal, kept open for the rest of the body; no second answer (408) when it is cut off.
    expect(answer.received).toMatch(/^HTTP\/1\.1 413 [^]*\}$/);
    expect(answer.received.match(/HTTP\/1\.1 /g)).toHaveLength(1);
    expect(answer.received).not.toMatch(/^connection: close/im);
  });
});
