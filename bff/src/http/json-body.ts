import type { FastifyInstance } from 'fastify';

export const BODY_LIMIT_BYTES = 64 * 1024;

class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string,
  ) {
    super(detail);
  }
}

/**
 * Bodies are JSON only (no cross-site form posts without a CORS preflight), at most 64 KiB,
 * and every refusal is DRF-shaped: `{"detail": "..."}` with DRF's wording.
 */
export function installJsonBody(fastify: FastifyInstance): void {
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: BODY_LIMIT_BYTES }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch (error) {
      done(new HttpError(400, `JSON parse error - ${(error as Error).message}`), undefined);
    }
  });
  fastify.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: BODY_LIMIT_BYTES }, (request, body, done) => {
    if ((body as Buffer).length === 0) return done(null, undefined);
    done(new HttpError(415, `Unsupported media type "${request.headers['content-type'] ?? ''}" in request.`), undefined);
  });
}

/** Turns Fastify's own refusals (body too large, bad parse, media type) into DRF's shape. */
export function drfBodyError(error: {
  statusCode?: number;
  code?: string;
  message: string;
}): { status: number; body: { detail: string } } | undefined {
  if (error instanceof HttpError) return { status: error.statusCode, body: { detail: error.detail } };
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.statusCode === 413)
    return { status: 413, body: { detail: 'Request body is too large.' } };
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
    return { status: 415, body: { detail: 'Unsupported media type in request.' } };
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500)
    return { status: error.statusCode, body: { detail: error.message } };
  return undefined;
}
