import { Catch, HttpException, NotFoundException, type ArgumentsHost } from '@nestjs/common';
import { BaseExceptionFilter } from '@nestjs/core';
import { BaseRpcExceptionFilter } from '@nestjs/microservices';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Billing's refusals in the spec's billing shape, `{"error": "…"}`, by status, for what the webhook never reaches. */
const REFUSALS: Record<number, string> = {
  400: 'The body is not a JSON event.',
  404: 'Not found.',
  413: 'The body is larger than a Stripe event can be (1 MiB).',
  415: 'Stripe events are sent as application/json.',
};

/** A 4xx status of a Nest or Fastify error (Fastify's content-type parser raises errors with `statusCode`). */
function clientStatusOf(error: unknown): number | undefined {
  const status = error instanceof HttpException ? error.getStatus() : (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
}

/**
 * Every refusal on billing's HTTP port (the Stripe webhook, health and metrics) in the spec's
 * `{"error": "…"}` shape, including those made before a route runs: a body that is no JSON, too
 * large, or of another media type, and an unknown path or method (405 with `Allow` on the webhook's
 * path). Faults go to Nest's own handling; billing's RPC handlers keep Nest's RPC handling.
 */
@Catch()
export class WebhookHttpErrorsFilter extends BaseExceptionFilter {
  private readonly rpc = new BaseRpcExceptionFilter();

  override catch(error: unknown, host: ArgumentsHost) {
    if (host.getType() !== 'http') return this.rpc.catch(error, host);
    const status = clientStatusOf(error);
    if (status === undefined) return super.catch(error, host);
    const http = host.switchToHttp();
    const reply = http.getResponse<FastifyReply>();
    if (error instanceof NotFoundException) return this.notFound(http.getRequest<FastifyRequest>(), reply);
    const body = error instanceof HttpException ? error.getResponse() : undefined;
    const own = typeof body === 'object' && body !== null && typeof (body as { error?: unknown }).error === 'string';
    if (own && !('statusCode' in body)) return reply.status(status).send(body);
    return reply.status(status).send({ error: REFUSALS[status] ?? (error as Error).message });
  }

  private notFound(request: FastifyRequest, reply: FastifyReply) {
    const path = request.url.split('?')[0];
    if (request.server.hasRoute({ method: 'POST', url: path }))
      return reply
        .status(405)
        .header('Allow', 'POST')
        .send({ error: `Method "${request.method}" not allowed.` });
    return reply.status(404).send({ error: REFUSALS[404] });
  }
}
