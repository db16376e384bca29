import { context, propagation, SpanKind, SpanStatusCode, trace, type Span } from '@opentelemetry/api';
import { tracer } from '@mc/runtime';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Histogram } from 'prom-client';

const requestDuration = new Histogram({
  name: 'http_server_duration_seconds',
  help: 'bff HTTP answers by route and status',
  labelNames: ['method', 'route', 'status'],
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
});

const spans = new WeakMap<FastifyRequest, { span: Span; started: bigint }>();

/**
 * Every request gets a server span that continues the browser's `traceparent`; everything the
 * bff does for it (NATS calls included) runs inside that span's context.
 */
export function installRequestTracing(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request, _reply, done) => {
    const parent = propagation.extract(context.active(), request.headers);
    const span = tracer().startSpan(
      `${request.method} ${request.routeOptions.url ?? 'unmatched'}`,
      { kind: SpanKind.SERVER },
      parent,
    );
    spans.set(request, { span, started: process.hrtime.bigint() });
    context.with(trace.setSpan(parent, span), done);
  });
  fastify.addHook('onResponse', (request, reply, done) => {
    const entry = spans.get(request);
    if (entry) {
      const route = request.routeOptions.url ?? 'unmatched';
      entry.span.setAttribute('http.status_code', reply.statusCode);
      if (reply.statusCode >= 500) entry.span.setStatus({ code: SpanStatusCode.ERROR });
      entry.span.end();
      requestDuration.observe(
        { method: request.method, route, status: String(reply.statusCode) },
        Number(process.hrtime.bigint() - entry.started) / 1e9,
      );
    }
    done();
  });
}
