// Sends the fuzz's requests from a loopback address of its own (the bff's rate limits count it as
// a client apart from the other tests), byte for byte as written, with a deadline that tells a
// hang from an answer.
import { randomInt } from 'node:crypto';
import { Agent, request, type IncomingHttpHeaders } from 'node:http';
import { connect, type Socket } from 'node:net';
import type { FuzzRequest } from './hostile-cases.js';

export interface FuzzAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** Longer than the bff's slowest deadline (billing's 30 s RPC): a request still unanswered then hangs. */
export const HANG_MS = 35_000;

export class FuzzClient {
  /** A client address of the fuzz's own, e.g. 127.83.20.7. */
  readonly address = `127.${randomInt(1, 255)}.${randomInt(1, 255)}.${randomInt(2, 255)}`;
  private readonly url: URL;
  private readonly agent: Agent;

  constructor(baseUrl: string, connections: number) {
    this.url = new URL(baseUrl);
    this.agent = new Agent({ keepAlive: true, maxSockets: connections, localAddress: this.address });
  }

  /**
   * The answer, or a rejection naming the hang or the broken connection. A refused body is read to
   * its end by the bff (json-body.ts), so the refusal arrives even while the body is still being
   * written: a broken write (EPIPE, ECONNRESET) is a failure like any other.
   */
  send(fuzz: FuzzRequest): Promise<FuzzAnswer> {
    return new Promise((resolve, reject) => {
      let answered = false;
      const call = request(
        {
          host: this.url.hostname,
          port: this.url.port,
          method: fuzz.method,
          path: fuzz.path,
          headers: {
            ...fuzz.headers,
            ...(fuzz.body !== undefined ? { 'content-length': String(Buffer.byteLength(fuzz.body)) } : {}),
          },
          // `Connection: close` asks for a connection of the request's own, never one from the pool.
          ...(fuzz.headers.connection === 'close' ? { agent: false, localAddress: this.address } : { agent: this.agent }),
          timeout: HANG_MS,
        },
        (response) => {
          answered = true;
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: Buffer.concat(chunks).toString('utf8'),
            }),
          );
          response.on('error', reject);
        },
      );
      call.on('timeout', () => {
        call.destroy();
        reject(new Error(`no answer within ${HANG_MS} ms`));
      });
      // The server may answer (431, a body past the drain limit) and close before the whole request was written.
      call.on('error', (error) => {
        if (!answered) reject(error);
      });
      call.end(fuzz.body);
    });
  }

  /** A JSON call expected to work, for the fuzz's own account. */
  async json<T>(method: string, path: string, body?: unknown, token?: string): Promise<{ status: number; body: T }> {
    const answer = await this.send({
      label: `${method} ${path}`,
      method,
      path,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Token ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: answer.status, body: (answer.body ? JSON.parse(answer.body) : undefined) as T };
  }

  /** Sends raw bytes on a fresh connection and reads until the server closes it. */
  raw(bytes: string): Promise<FuzzAnswer> {
    return new Promise((resolve, reject) => {
      const socket = connect({ host: this.url.hostname, port: Number(this.url.port), localAddress: this.address });
      const chunks: Buffer[] = [];
      socket.setTimeout(HANG_MS, () => {
        socket.destroy();
        reject(new Error(`connection still open after ${HANG_MS} ms`));
      });
      socket.on('data', (chunk) => chunks.push(chunk));
      socket.on('error', () => undefined);
      socket.on('close', () => resolve(parseRaw(Buffer.concat(chunks).toString('latin1'))));
      socket.write(Buffer.from(bytes, 'latin1'));
    });
  }

  /**
   * Opens a connection, sends `bytes` (a request cut short) and resolves with what the server
   * answered once it closed the connection, or `undefined` if it was still open at `deadlineMs`.
   */
  async halfSent(bytes: string, deadlineMs: number): Promise<FuzzAnswer | undefined> {
    const socket: Socket = await new Promise((resolve, reject) => {
      const opened = connect({ host: this.url.hostname, port: Number(this.url.port), localAddress: this.address }, () =>
        resolve(opened),
      );
      opened.once('error', reject);
    });
    return new Promise((resolve) => {
      const chunks: Buffer[] = [];
      const timer = setTimeout(() => {
        socket.destroy();
        resolve(undefined);
      }, deadlineMs);
      socket.on('data', (chunk) => chunks.push(chunk));
      socket.on('error', () => undefined);
      socket.on('close', () => {
        clearTimeout(timer);
        resolve(parseRaw(Buffer.concat(chunks).toString('latin1')));
      });
      socket.write(bytes);
    });
  }

  close() {
    this.agent.destroy();
  }
}

/** The status, headers and body of an HTTP/1.1 answer read off a socket; status 0 for none. */
function parseRaw(text: string): FuzzAnswer {
  const [head, ...rest] = text.split('\r\n\r\n');
  const [statusLine, ...lines] = head.split('\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0);
  const headers: IncomingHttpHeaders = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status, headers, body: rest.join('\r\n\r\n') };
}
