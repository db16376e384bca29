import type { FastifyInstance } from 'fastify';
import type { Socket } from 'node:net';

/**
 * A refused body declared up to this size is read to its end and dropped, so that its sender reads
 * the refusal (a spreadsheet sent to the bff's 1 MiB import by mistake is a few MB); larger ones are cut off.
 */
export const DRAIN_LIMIT_BYTES = 8 * 1024 * 1024;

/**
 * For every HTTP server of the product. Fastify answers a refused body (too large, malformed) with
 * `Connection: close`, since more of it may be on its way. Closing a socket with unread bytes makes
 * the kernel reset it, and a client still writing its body can lose the answer to the reset (EPIPE,
 * ECONNRESET): a refusal it never reads. When the rest of the body is known and bounded (a declared
 * length up to DRAIN_LIMIT_BYTES, or a body already read), the connection is kept: Node reads the
 * rest and drops it, the client reads the refusal, and the request deadline (httpServerOptions)
 * still cuts off a sender that stalls.
 */
export function readRefusedBodies(fastify: FastifyInstance): void {
  fastify.addHook('onError', (request, reply, _error, done) => {
    const declared = Number(request.headers['content-length']);
    if (reply.getHeader('connection') === 'close' && (request.raw.complete || declared <= DRAIN_LIMIT_BYTES)) {
      reply.removeHeader('connection');
      const { raw } = request;
      if (!raw.complete) {
        answeredWhileReading.add(raw.socket);
        raw.once('end', () => answeredWhileReading.delete(raw.socket));
      }
    }
    done();
  });
}

/** Connections reading the rest of a body already answered: one cut off at the deadline gets no second answer. */
const answeredWhileReading = new WeakSet<Socket>();

/** Whether the request this connection is still receiving has been answered (clientErrorHandler). */
export const isAnsweredWhileReading = (socket: Socket): boolean => answeredWhileReading.has(socket);
