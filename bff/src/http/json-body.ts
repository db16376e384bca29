import { readRefusedBodies } from '@mc/runtime';
import type { FastifyInstance } from 'fastify';
import { jsonNestingExceeds } from './json-depth.js';

export const BODY_LIMIT_BYTES = 64 * 1024;
/** Deeper JSON is refused before it is parsed: nothing the product accepts nests more than a few levels. */
export const MAX_JSON_DEPTH = 64;

/** A refusal decided at the HTTP boundary, answered as is by ApiExceptionFilter. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: Record<string, unknown>,
  ) {
    super(typeof body.detail === 'string' ? body.detail : JSON.stringify(body));
  }
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Bodies are JSON only (no cross-site form posts without a CORS preflight), UTF-8, at most 64 KiB
 * and 64 levels deep, and every refusal is DRF-shaped: `{"detail": "..."}` with DRF's wording. A
 * refused body is read to its end when it is bounded (readRefusedBodies), so that its sender reads why.
 */
export function installJsonBody(fastify: FastifyInstance): void {
  readRefusedBodies(fastify);
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: BODY_LIMIT_BYTES }, (_request, body, done) => {
    let text: string;
    try {
      text = utf8.decode(body as Buffer);
    } catch {
      return done(new HttpError(400, { detail: 'JSON parse error - the body is not valid UTF-8.' }), undefined);
    }
    if (text.trim() === '') return done(null, undefined);
    if (jsonNestingExceeds(text, MAX_JSON_DEPTH))
      return done(new HttpError(400, { detail: `JSON parse error - nested deeper than ${MAX_JSON_DEPTH} levels.` }), undefined);
    try {
      done(null, JSON.parse(text));
    } catch (error) {
      done(new HttpError(400, { detail: `JSON parse error - ${(error as Error).message}` }), undefined);
    }
  });
  fastify.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: BODY_LIMIT_BYTES }, (request, body, done) => {
    if ((body as Buffer).length === 0) return done(null, undefined);
    done(
      new HttpError(415, { detail: `Unsupported media type "${request.headers['content-type'] ?? ''}" in request.` }),
      undefined,
    );
  });
}

/** Turns Fastify's own refusals (body too large, bad parse, media type) into DRF's shape. */
export function drfBodyError(error: {
  statusCode?: number;
  code?: string;
  message: string;
}): { status: number; body: Record<string, unknown> } | undefined {
  if (error instanceof HttpError) return { status: error.statusCode, body: error.body };
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.statusCode === 413)
    return { status: 413, body: { detail: 'Request body is too large.' } };
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
    return { status: 415, body: { detail: 'Unsupported media type in request.' } };
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500)
    return { status: error.statusCode, body: { detail: error.message } };
  return undefined;
}
