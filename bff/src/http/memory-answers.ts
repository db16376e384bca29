import { REQUEST_ID_HEADER, requestIdFor } from '@mc/runtime';
import { Logger } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { answerEncoding, compressedAlready, encodedBody, type Encoding } from './answer-encoding.js';
import { carriesCredentials, OWN_ANSWER_CACHE_CONTROL } from './answer-headers.js';
import { PREPARED_TYPE, type JsonAnswer } from './prepared-answer.js';
import { endServerSpan, startServerSpan } from './request-tracing.js';
import { routeTimings } from './route-timings.js';

/**
 * An answer its route would send (JSON), found for a request, with the headers the route sends: one
 * it prepared and keeps, or one made at once for this request from what it keeps (a string).
 */
export interface KeptAnswer {
  readonly answer: JsonAnswer;
  /** Who may keep it; a request with credentials is answered `no-store` whatever this says (answer-headers.ts). */
  readonly cacheControl: string;
  /** What else than `Accept-Encoding` the answer varies by (`Authorization` where who asks decides it). */
  readonly vary?: string;
  /** The route's own headers, as name, value, name, value… (the ticker tape's `X-Quotes-As-Of`). */
  readonly headers?: readonly string[];
}

/** A route whose answers are kept in memory: its pattern (as Fastify names it) and the lookup. */
export interface KeptAnswers {
  readonly route: string;
  /** The answer kept for this bodiless GET, as its route would send it; undefined lets the route answer. */
  find(request: IncomingMessage): KeptAnswer | undefined;
}

const logger = new Logger('MemoryAnswers');

interface Options {
  /** The headers every answer that is not a page carries (security-headers.ts): every kept answer is JSON. */
  readonly securityHeaders: Record<string, string>;
  /** Whether requests get server spans (request-tracing.ts). */
  readonly exportSpans: boolean;
}

/**
 * Answers kept in memory, sent before Fastify sees the request. Fastify's request and reply, its
 * hooks and header handling cost a third of the time of the hottest answer, a calendar week asked
 * again, whose bytes are ready (issue 17 asks for 60% of a bare node:http server's throughput).
 *
 * The answer is the one the route's path gives, header for header: the security headers, the
 * request id, the prepared answer's type, `Cache-Control`, `Vary` and the route's own, and its ETag, 304 and
 * compression decided by answer-encoding.ts (compressed on libuv's threads as the route's are, once
 * per kept answer); it is timed (and traced) under the route's pattern. Whatever this cannot answer
 * goes to Fastify as before: a miss, a method other than GET, a request with a body, every request
 * once the server is closing (Fastify answers those 503), and one whose lookup failed (logged).
 */
export function installMemoryAnswers(fastify: FastifyInstance, sources: readonly KeptAnswers[], options: Options): void {
  const server = fastify.server;
  const routeRequests = server.listeners('request');
  if (routeRequests.length !== 1) throw new Error(`expected Fastify's one request listener, found ${routeRequests.length}`);
  const [fastifyHandler] = routeRequests as ((request: IncomingMessage, response: ServerResponse) => void)[];
  const securityHeaders = Object.entries(options.securityHeaders).flat();
  let closing = false;
  fastify.addHook('preClose', (done) => {
    closing = true;
    done();
  });

  const sendKept = (request: IncomingMessage, response: ServerResponse): boolean => {
    if (closing || request.method !== 'GET' || hasBody(request)) return false;
    for (const source of sources) {
      const kept = source.find(request);
      if (kept) {
        send(request, response, kept, source.route, securityHeaders, options.exportSpans);
        return true;
      }
    }
    return false;
  };
  server.removeListener('request', fastifyHandler);
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    let sent = false;
    try {
      sent = sendKept(request, response);
    } catch (error) {
      // Thrown in a bare request listener, it would end the process: the route answers instead.
      logger.error(
        `kept answer for ${request.url} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
    }
    if (!sent && !response.headersSent) fastifyHandler(request, response);
  });
}

/** Writes a kept answer, compressed first when the client accepts it and it is not compressed yet. */
function send(
  request: IncomingMessage,
  response: ServerResponse,
  { answer, cacheControl, vary, headers: ownHeaders = [] }: KeptAnswer,
  route: string,
  securityHeaders: readonly string[],
  exportSpans: boolean,
): void {
  const started = performance.now();
  const { headers } = request;
  const body = typeof answer === 'string' ? answer : answer.body;
  const { etag, notModified, variesByEncoding, encoding } = answerEncoding(headers, body, headers.authorization === undefined);
  const span = exportSpans ? startServerSpan('GET', route, headers) : undefined;

  const write = (sent: string | Buffer, sentEncoding: Encoding | undefined) => {
    const status = notModified ? 304 : 200;
    const written = [...securityHeaders, REQUEST_ID_HEADER, requestIdFor(headers[REQUEST_ID_HEADER])];
    if (!notModified) written.push('content-type', PREPARED_TYPE);
    written.push('cache-control', carriesCredentials(headers) ? OWN_ANSWER_CACHE_CONTROL : cacheControl, ...ownHeaders);
    const varies = variesByEncoding ? (vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding') : vary;
    if (varies) written.push('vary', varies);
    if (etag) written.push('etag', etag);
    if (sentEncoding) written.push('content-encoding', sentEncoding);
    if (!notModified) written.push('content-length', String(Buffer.byteLength(sent)));
    response.writeHead(status, written);
    response.end(notModified ? undefined : sent);
    if (span) endServerSpan(span, status);
    routeTimings.observe('GET', route, status, (performance.now() - started) / 1000);
  };

  const compressed = encoding && Buffer.isBuffer(body) ? compressedAlready(body, encoding) : undefined;
  if (!encoding || notModified) write(body, undefined);
  else if (compressed) write(compressed, encoding);
  else
    encodedBody(body, encoding).then(
      (bytes) => write(bytes, encoding),
      (error: unknown) => {
        // Unreachable short of memory running out: the same bytes, as they are, are still an answer.
        logger.error(`compressing ${request.url} failed: ${error instanceof Error ? error.message : String(error)}`);
        write(body, undefined);
      },
    );
}

const hasBody = (request: IncomingMessage) =>
  request.headers['content-length'] !== undefined || request.headers['transfer-encoding'] !== undefined;
