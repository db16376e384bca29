import { httpServerOptions } from '@mc/runtime';
import Fastify, { type FastifyInstance } from 'fastify';
import { register } from 'prom-client';

/**
 * `/healthz`, `/readyz` and `/metrics` of the bff, on a port of their own (METRICS_PORT): the
 * ingress publishes only the public port, so neither the metrics nor their label values reach the
 * internet. The bff keeps no state: it is ready when it runs (a service that is away is a 503 per
 * request, not a reason to stop serving the web app).
 */
export function opsServer(): FastifyInstance {
  const ops = Fastify(httpServerOptions());
  ops.get('/healthz', async () => ({ status: 'ok' }));
  ops.get('/readyz', async () => ({ status: 'ok', checks: {} }));
  ops.get('/metrics', async (_request, reply) => reply.type(register.contentType).send(await register.metrics()));
  return ops;
}
