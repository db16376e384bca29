import type { LoggerService } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppModule } from '../app.module.js';
import type { BffEnv } from '../config/env.js';
import { registerStaticAssets } from '../web/static-assets.js';
import { WebApp } from '../web/web-app.js';
import { installAnswerEncoding } from './answer-encoding.js';
import { installAnswerHeaders } from './answer-headers.js';
import { ApiExceptionFilter } from './api-exception.filter.js';
import { installInputBoundary } from './input-boundary.js';
import { installJsonBody } from './json-body.js';
import { installRequestTracing } from './request-tracing.js';
import { installSecurityHeaders } from './security-headers.js';
import { bffServerOptions } from './server-options.js';

/**
 * The bff's public HTTP application, not yet listening: the feature modules, and around every
 * route (theirs, plain Fastify ones, the web app's) the same boundary: JSON bodies only, hostile
 * strings refused, security and caching headers, tracing, DRF-shaped errors.
 */
export async function createBffApp(config: BffEnv, logger: LoggerService | false): Promise<NestFastifyApplication> {
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(config),
    new FastifyAdapter(bffServerOptions(config)),
    {
      logger,
      // Bodies are parsed by installJsonBody, with DRF's refusals.
      bodyParser: false,
    },
  );
  const fastify = app.getHttpAdapter().getInstance();
  installJsonBody(fastify);
  installInputBoundary(fastify);
  installSecurityHeaders(fastify, config.CSP_EXTRA_SOURCES);
  installAnswerHeaders(fastify);
  installRequestTracing(fastify, { exportSpans: config.OTEL_EXPORTER_OTLP_ENDPOINT !== '' });
  installAnswerEncoding(fastify);
  const webApp = app.get(WebApp);
  await registerStaticAssets(fastify, webApp.distDir);
  app.useGlobalFilters(new ApiExceptionFilter(webApp));
  return app;
}
