import { context, propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, type Span } from '@opentelemetry/api';
import { REQUEST_ID_HEADER, requestIdFor, tracer, withRequestId } from '@mc/runtime';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import { performance } from 'node:perf_hooks';
import { routeTimings } from './route-timings.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** performance.now() when the request arrived. */
    startedMs: number;
    /** The request's server span, when spans are exported. */
    serverSpan: Span | undefined;
    /** The caller's well-formed `X-Request-Id`, or one made for this request; answered in the same header. */
    requestId: string;
  }
}

const routeOf = (request: FastifyRequest) => request.routeOptions.url ?? 'unmatched';

/** The context a request's work continues: the caller's `traceparent`, if it sent one. */
const callerContext = (headers: IncomingHttpHeaders) =>
  headers.traceparent === undefined ? ROOT_CONTEXT : propagation.extract(ROOT_CONTEXT, headers);

/** A request's server span, named by its method and route pattern, in the caller's trace. */
export function startServerSpan(
  method: string,
  route: string,
  headers: IncomingHttpHeaders,
  parent = callerContext(headers),
): Span {
  return tracer().startSpan(`${method} ${route}`, { kind: SpanKind.SERVER }, parent);
}

/** Ends a request's server span with the answer's status: an error from 500 on. */
export function endServerSpan(span: Span, status: number): void {
  span.setAttribute('http.status_code', status);
  if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
  span.end();
}

/**
 * Every request has an id: the caller's `X-Request-Id` when well formed (a proxy's, a load
 * balancer's), else a new UUID. It is answered in `X-Request-Id`, and every log line written and
 * every NATS request made while serving the request carries it (the services' lines too).
 *
 * Every answer is timed (`http_server_duration_seconds`). When traces are exported
 * (`exportSpans`), every request also gets a server span that continues the browser's
 * `traceparent`, and everything the bff does for it (NATS calls included) runs inside it. When
 * they are not, no span is made (nobody would read it: it was a third of the cost of the fastest
 * answers), but a `traceparent` the request carries still reaches the services through the NATS
 * calls' own spans.
 */
export function installRequestTracing(fastify: FastifyInstance, { exportSpans }: { exportSpans: boolean }): void {
  fastify.decorateRequest('startedMs', 0);
  fastify.decorateRequest('serverSpan', undefined);
  fastify.decorateRequest('requestId', '');
  fastify.addHook('onRequest', (request, reply, done) => {
    request.startedMs = performance.now();
    request.requestId = requestIdFor(request.headers[REQUEST_ID_HEADER]);
    reply.header(REQUEST_ID_HEADER, request.requestId);
    const parent = callerContext(request.headers);
    withRequestId(request.requestId, () => {
      if (exportSpans) {
        const span = startServerSpan(request.method, routeOf(request), request.headers, parent);
        request.serverSpan = span;
        context.with(trace.setSpan(parent, span), done);
      } else if (parent !== ROOT_CONTEXT) context.with(parent, done);
      else done();
    });
  });
  fastify.addHook('onResponse', (request, reply, done) => {
    if (request.serverSpan) endServerSpan(request.serverSpan, reply.statusCode);
    routeTimings.observe(request.method, routeOf(request), reply.statusCode, (performance.now() - request.startedMs) / 1000);
    done();
  });
}
