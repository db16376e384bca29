import { hash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Below this, compression saves less than its headers and time cost (DESIGN §8). */
export const COMPRESS_MIN_BYTES = 1024;
/** Answers made of text. Files of the web app are streams, precompressed at build (web/static-assets.ts). */
const TEXT_TYPE = /^(application\/(json|xml|atom\+xml|javascript)|text\/)/;

export type Encoding = 'br' | 'gzip';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
// Quality 5 compresses JSON about as well as gzip's best, several times faster than Brotli's default of 11.
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };

interface Prepared {
  /** Worked out when a public answer first needs it: a reader's own answers are never validated by ETag. */
  etag: string | undefined;
  readonly encoded: Map<Encoding, Promise<Buffer>>;
  /** The same, once compressed: what an answer sent before Fastify can use at once. */
  readonly ready: Map<Encoding, Buffer>;
}

/**
 * What is worked out once per answer body when a route sends the same Buffer again and again (the
 * ticker's tape, prepared answers): its ETag and compressed forms live as long as the Buffer does.
 */
const preparedBodies = new WeakMap<Buffer, Prepared>();

/** A weak validator: the same for every encoding of the same JSON (RFC 9110 §8.8.1). */
export function etagOf(body: string | Buffer): string {
  return `W/"${hash('sha1', body, 'base64url').slice(0, 27)}"`;
}

/** `If-None-Match` matches by weak comparison (RFC 9110 §13.1.2). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag.replace(/^W\//, '') === opaque;
  });
}

/** The encoding to answer in: Brotli, else gzip, as `Accept-Encoding` allows (`q=0` refuses one). */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...parameters] = part.trim().split(';');
    const q = parameters.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((value) => value !== undefined);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const allowed = (name: Encoding) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (allowed('br')) return 'br';
  if (allowed('gzip')) return 'gzip';
  return undefined;
}

const compress = (body: string | Buffer, encoding: Encoding): Promise<Buffer> =>
  encoding === 'br' ? brotli(body, BROTLI_OPTIONS) : gzipped(body);

function prepared(body: Buffer): Prepared {
  let entry = preparedBodies.get(body);
  if (!entry) preparedBodies.set(body, (entry = { etag: undefined, encoded: new Map(), ready: new Map() }));
  return entry;
}

/** How an answer goes out, decided from the request's headers and the body alone. */
export interface AnswerEncoding {
  /** A public answer's validator. */
  readonly etag: string | undefined;
  /** The client has this version already: 304, no body. */
  readonly notModified: boolean;
  /** Large enough to be compressed for a client that accepts it, so the answer varies by `Accept-Encoding`. */
  readonly variesByEncoding: boolean;
  /** The encoding to send it in, if any. */
  readonly encoding: Encoding | undefined;
}

/**
 * The one decision both writers of answers follow (the onSend hook below, and kept answers sent
 * before Fastify, http/memory-answers.ts): an ETag for a public answer, 304 when the client has
 * it, and Brotli or gzip above 1 KB as the client accepts.
 */
export function answerEncoding(headers: IncomingHttpHeaders, body: string | Buffer, isPublic: boolean): AnswerEncoding {
  const etag = isPublic ? (Buffer.isBuffer(body) ? (prepared(body).etag ??= etagOf(body)) : etagOf(body)) : undefined;
  const notModified = etag !== undefined && matchesEtag(headers['if-none-match'], etag);
  const variesByEncoding = !notModified && Buffer.byteLength(body) >= COMPRESS_MIN_BYTES;
  const encoding = variesByEncoding ? chooseEncoding(headers['accept-encoding']) : undefined;
  return { etag, notModified, variesByEncoding, encoding };
}

/** A body compressed once and kept with it (sent as the same Buffer again and again), or compressed now. */
export function encodedBody(body: string | Buffer, encoding: Encoding): Promise<Buffer> {
  if (!Buffer.isBuffer(body)) return compress(body, encoding);
  const { encoded, ready } = prepared(body);
  let compressed = encoded.get(encoding);
  if (!compressed) {
    compressed = compress(body, encoding);
    compressed.then((bytes) => ready.set(encoding, bytes)).catch(() => encoded.delete(encoding));
    encoded.set(encoding, compressed);
  }
  return compressed;
}

/** A kept body's compressed bytes, once an answer through the hook below has made them; else undefined. */
export const compressedAlready = (body: Buffer, encoding: Encoding): Buffer | undefined =>
  preparedBodies.get(body)?.ready.get(encoding);

/** The same answer, for every client; a user's own answers (credentials, cookies) are never validated by ETag. */
function isPublic(request: FastifyRequest, reply: FastifyReply): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    reply.statusCode === 200 &&
    request.headers.authorization === undefined &&
    !reply.hasHeader('set-cookie')
  );
}

function addVary(reply: FastifyReply, header: string): void {
  const vary = reply.getHeader('vary');
  if (vary === undefined) reply.header('vary', header);
  else if (!String(vary).toLowerCase().includes(header.toLowerCase())) reply.header('vary', `${String(vary)}, ${header}`);
}

/**
 * On every text answer: an `ETag` on the public ones, answered `304 Not Modified` when the client
 * has it already; and Brotli or gzip, as the client accepts, above 1 KB. A body a route sends as the
 * same Buffer every time is hashed and compressed once.
 */
export function installAnswerEncoding(fastify: FastifyInstance): void {
  // Callback style: the common answer (nothing to compress) costs no promise.
  fastify.addHook('onSend', (request, reply, payload, done) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
    // Encoded by its route already (precompressed files): encoding it again would garble it.
    if (reply.hasHeader('content-encoding')) return done(null, payload);
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !TEXT_TYPE.test(type)) return done(null, payload);

    const { etag, notModified, variesByEncoding, encoding } = answerEncoding(request.headers, payload, isPublic(request, reply));
    if (etag) reply.header('etag', etag);
    if (notModified) {
      reply.code(304).removeHeader('content-type');
      reply.removeHeader('content-length');
      return done(null, null);
    }
    if (variesByEncoding) addVary(reply, 'Accept-Encoding');
    if (!encoding) return done(null, payload);
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    encodedBody(payload, encoding).then(
      (body) => done(null, body),
      (error: Error) => done(error),
    );
  });
}
