import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Fastify's `frameworkErrors`: a URL its router cannot read (bad percent-encoding, an overlong
 * parameter). No hook runs for these answers, so they get the headers the hooks would add.
 */
export function frameworkErrors(headers: Record<string, string>) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    reply.headers(headers);
    if (request.headers.authorization !== undefined) reply.header('Cache-Control', 'no-store');
    if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return reply.status(414).send({ detail: 'The request URL is too long.' });
    return reply.status(400).send({ detail: 'The request URL is not valid percent-encoded UTF-8.' });
  };
}
