import { hash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Below this, compression saves less than its headers and time cost (DESIGN §8). */
export const COMPRESS_MIN_BYTES = 1024;
/** Answers made of text. Files of the web app are streams, precompressed at build (web/static-assets.ts). */
const TEXT_TYPE = /^(application\/(json|xml|atom\+xml|javascript)|text\/)/;

type Encoding = 'br' | 'gzip';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
// Quality 5 compresses JSON about as well as gzip's best, several times faster than Brotli's default of 11.
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };

interface Prepared {
  /** Worked out when a public answer first needs it: a reader's own answers are never validated by ETag. */
  etag: string | undefined;
  readonly encoded: Map<Encoding, Promise<Buffer>>;
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
  if (!entry) preparedBodies.set(body, (entry = { etag: undefined, encoded: new Map() }));
  return entry;
}

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
    const reused = Buffer.isBuffer(payload) ? prepared(payload) : undefined;

    if (isPublic(request, reply)) {
      const etag = reused ? (reused.etag ??= etagOf(payload)) : etagOf(payload);
      reply.header('etag', etag);
      if (matchesEtag(request.headers['if-none-match'], etag)) {
        reply.code(304).removeHeader('content-type');
        reply.removeHeader('content-length');
        return done(null, null);
      }
    }

    if (Buffer.byteLength(payload) < COMPRESS_MIN_BYTES) return done(null, payload);
    addVary(reply, 'Accept-Encoding');
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    if (!encoding) return done(null, payload);
    let compressed: Promise<Buffer>;
    if (reused) {
      compressed = reused.encoded.get(encoding) ?? compress(payload, encoding);
      reused.encoded.set(encoding, compressed);
    } else compressed = compress(payload, encoding);
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    compressed.then(
      (body) => done(null, body),
      (error: Error) => done(error),
    );
  });
}
