import type { FastifyInstance } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';

/** What an answer that is the user's own says to caches: keep nothing. */
export const OWN_ANSWER_CACHE_CONTROL = 'no-store';

/** A request that carries credentials (an `Authorization` header, whatever the route) gets the user's own answer. */
export const carriesCredentials = (headers: IncomingHttpHeaders) => headers.authorization !== undefined;

/** What a throttled answer that did not say when to come back asks for: the product's shortest rate window. */
const DEFAULT_RETRY_AFTER_SECONDS = 60;

/** The wait in DRF's Throttled message ("… Expected available in 42 seconds."), which services' 429s carry. */
export function retryAfterSeconds(payload: unknown): number {
  const text = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : '';
  const seconds = /available in (\d+) seconds?/.exec(text)?.[1];
  return seconds ? Number(seconds) : DEFAULT_RETRY_AFTER_SECONDS;
}

/**
 * Headers decided by the answer as a whole, on every route:
 * - an answer to a request that carries credentials (an `Authorization` header, whatever the
 *   route) or that sets a cookie is the user's own: `Cache-Control: no-store`, so that no shared
 *   or browser cache keeps it;
 * - every 429 says when to come back (`Retry-After`).
 */
export function installAnswerHeaders(fastify: FastifyInstance): void {
  fastify.addHook('onSend', (request, reply, payload, done) => {
    if (carriesCredentials(request.headers) || reply.hasHeader('set-cookie'))
      reply.header('Cache-Control', OWN_ANSWER_CACHE_CONTROL);
    if (reply.statusCode === 429 && !reply.hasHeader('retry-after'))
      reply.header('Retry-After', String(retryAfterSeconds(payload)));
    done(null, payload);
  });
}
