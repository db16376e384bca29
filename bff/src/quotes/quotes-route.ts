import { SERVICE_UNAVAILABLE_BODY } from '@mc/runtime';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { PREPARED_TYPE } from '../http/prepared-answer.js';
import type { TapeSnapshot } from './latest-tape.js';

// Without the spec's trailing slash, like every bff route: the router ignores it, and
// ApiExceptionFilter looks routes up this way for its 405s.
export const DELAYED_QUOTES_PATH = '/api/benzingadelayedquotes';
/** The same quotes for everyone until the next refresh, which comes every 30 seconds at most. */
export const TAPE_CACHE_CONTROL = 'public, max-age=30';
export const QUOTES_AS_OF_HEADER = 'x-quotes-as-of';

/**
 * `GET /api/benzingadelayedquotes/` (spec §7), polled by every open page. It writes bytes prepared
 * at the last refresh and calls no service. Registered on Fastify itself, not as a Nest
 * controller: Nest's per-request pipeline (guards, pipes, interceptors, none of them used here)
 * took about a quarter of the throughput. Fastify's hooks (tracing, security headers) still run,
 * and other methods still get ApiExceptionFilter's 405. The poll itself is answered before
 * Fastify (QuotesFastPath); this route answers what that leaves: the 503 before the first quotes,
 * a query string, a compression not made yet.
 */
export function registerDelayedQuotesRoute(fastify: FastifyInstance, currentTape: () => TapeSnapshot | undefined): void {
  fastify.get(DELAYED_QUOTES_PATH, (_request, reply) => {
    const tape = currentTape();
    return tape ? sendTape(reply, tape) : sendUnavailable(reply);
  });
}

function sendTape(reply: FastifyReply, tape: TapeSnapshot) {
  return reply
    .header('content-type', PREPARED_TYPE)
    .header('cache-control', TAPE_CACHE_CONTROL)
    .header(QUOTES_AS_OF_HEADER, tape.asOf)
    .send(tape.body);
}

// What ApiExceptionFilter answers for a service that is away; until the first quotes, it is.
function sendUnavailable(reply: FastifyReply) {
  return reply.status(503).header('retry-after', '5').header('cache-control', 'no-store').send(SERVICE_UNAVAILABLE_BODY);
}
