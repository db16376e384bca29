import { ArgumentsHost, Catch, HttpException, Logger, NotFoundException, type ExceptionFilter } from '@nestjs/common';
import { SERVICE_UNAVAILABLE_BODY, ServiceUnavailableError } from '@mc/runtime';
import { matchSiteRoute } from '@mc/api/site-routes';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ProblemException } from './outcome.js';
import { drfBodyError } from './json-body.js';
import { ThrottledException } from '../throttle/throttled.exception.js';
import type { WebApp } from '../web/web-app.js';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/**
 * Every error leaves the bff in DRF's shape (`{"detail": ...}` or a field map), with DRF's
 * statuses; a service that is down or slow is a 503, never a hang or a 500.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger(ApiExceptionFilter.name);

  constructor(private readonly webApp: WebApp) {}

  async catch(error: unknown, host: ArgumentsHost) {
    const http = host.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();

    if (error instanceof ServiceUnavailableError) {
      this.logger.warn(error.message);
      return reply.status(503).header('Retry-After', '5').send(SERVICE_UNAVAILABLE_BODY);
    }
    if (error instanceof ProblemException) {
      if (error.getStatus() === 401) reply.header('WWW-Authenticate', 'Token');
      return reply.status(error.getStatus()).send(error.getResponse());
    }
    if (error instanceof NotFoundException) return this.notFound(request, reply);
    if (error instanceof ThrottledException) reply.header('Retry-After', String(error.retryAfterSeconds));
    if (error instanceof HttpException) {
      const body = error.getResponse();
      return reply
        .status(error.getStatus())
        .send(typeof body === 'object' && !('statusCode' in body) ? body : { detail: error.message });
    }
    const bodyError = drfBodyError(error as Error);
    if (bodyError) return reply.status(bodyError.status).send(bodyError.body);

    this.logger.error(error as Error);
    return reply.status(500).send({ detail: 'A server error occurred.' });
  }

  private async notFound(request: FastifyRequest, reply: FastifyReply) {
    // Routes are registered without Djoser's trailing slash (the router ignores it).
    const path = request.url.split('?')[0].replace(/(.)\/$/, '$1');
    const allowed = METHODS.filter((method) => request.server.hasRoute({ method, url: path }));
    // An API path called with another method is a 405, unless it is also a screen (`/subscribe`).
    const screen = matchSiteRoute(path) !== undefined;
    if (this.webApp.serves(request) && (screen || !allowed.length)) return this.webApp.sendIndex(reply);
    if (allowed.length) {
      return reply
        .status(405)
        .header('Allow', [...allowed, 'OPTIONS'].join(', '))
        .send({ detail: `Method "${request.method}" not allowed.` });
    }
    return reply.status(404).send({ detail: 'Not found.' });
  }
}
