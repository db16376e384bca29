import { SERVICE_UNAVAILABLE_BODY } from '@mc/runtime';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TapeSnapshot } from './latest-tape.js';

// Without the spec's trailing slash, like every bff route: the router ignores it, and
// ApiExceptionFilter looks routes up this way for its 405s.
export const DELAYED_QUOTES_PATH = '/api/benzingadelayedquotes';

/**
 * `GET /api/benzingadelayedquotes/` (spec §7), polled by every open page. It writes bytes prepared
 * at the last refresh and calls no service. Registered on Fastify itself, not as a Nest
 * controller: Nest's per-request pipeline (guards, pipes, interceptors, none of them used here)
 * took about a quarter of the throughput, and issue 4 asks this path for at least half of a bare
 * node:http server's. Fastify's hooks (tracing, security headers) still run, and other methods
 * still get ApiExceptionFilter's 405.
 */
export function registerDelayedQuotesRoute(fastify: FastifyInstance, currentTape: () => TapeSnapshot | undefined): void {
  fastify.get(DELAYED_QUOTES_PATH, (_request, reply) => {
    const tape = currentTape();
    return tape ? sendTape(reply, tape) : sendUnavailable(reply);
  });
}

function sendTape(reply: FastifyReply, tape: TapeSnapshot) {
  return reply
    .header('content-type', 'application/json; charset=utf-8')
    .header('cache-control', 'public, max-age=30')
    .header('x-quotes-as-of', tape.asOf)
    .send(tape.body);
}

// What ApiExceptionFilter answers for a service that is away; until the first quotes, it is.
function sendUnavailable(reply: FastifyReply) {
  return reply.status(503).header('retry-after', '5').header('cache-control', 'no-store').send(SERVICE_UNAVAILABLE_BODY);
}
