import type { FastifyInstance } from 'fastify';
import { HttpError } from './json-body.js';
import { fieldRefusals } from './text-refusal.js';

/**
 * The one check every route gets, whoever wrote it (controllers, plain Fastify routes, the web
 * app): no string of the path parameters, the query string or the JSON body may hold a NUL byte
 * or a lone surrogate. Refused with DRF's field errors before any handler or service sees them.
 * Size, depth, syntax and media type are the body parser's (json-body.ts).
 */
export function installInputBoundary(fastify: FastifyInstance): void {
  fastify.addHook('preValidation', (request, _reply, done) => {
    const refusals = {
      ...fieldRefusals(request.params),
      ...fieldRefusals(request.query),
      ...fieldRefusals(request.body),
    };
    if (Object.keys(refusals).length) done(new HttpError(400, refusals));
    else done();
  });
}
