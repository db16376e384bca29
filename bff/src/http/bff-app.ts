import type { LoggerService } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { ProfileFastPath } from '../accounts/profile-fast-path.js';
import { AppModule } from '../app.module.js';
import { SubscriptionDetailsFastPath } from '../billing/subscription-details-fast-path.js';
import { CalendarsFastPath } from '../calendars/calendars-fast-path.js';
import type { BffEnv } from '../config/env.js';
import { QuotesFastPath } from '../quotes/quotes-fast-path.js';
import { registerStaticAssets } from '../web/static-assets.js';
import { WebApp } from '../web/web-app.js';
import { installAnswerEncoding } from './answer-encoding.js';
import { installAnswerHeaders } from './answer-headers.js';
import { ApiExceptionFilter } from './api-exception.filter.js';
import { installInputBoundary } from './input-boundary.js';
import { installJsonBody } from './json-body.js';
import { installRequestTracing } from './request-tracing.js';
import { installMemoryAnswers } from './memory-answers.js';
import { installSecurityHeaders, securityHeaders } from './security-headers.js';
import { bffServerOptions } from './server-options.js';

/**
 * The bff's public HTTP application, not yet listening: the feature modules, and around every
 * route (theirs, plain Fastify ones, the web app's) the same boundary: JSON bodies only, hostile
 * strings refused, security and caching headers, tracing, DRF-shaped errors. Answers kept in
 * memory (the ticker tape, a calendar week asked again, a remembered reader's profile) are sent before
 * Fastify, with the same headers.
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
  const headers = securityHeaders(config.CSP_EXTRA_SOURCES);
  const exportSpans = config.OTEL_EXPORTER_OTLP_ENDPOINT !== '';
  installSecurityHeaders(fastify, headers);
  installAnswerHeaders(fastify);
  installRequestTracing(fastify, { exportSpans });
  installAnswerEncoding(fastify);
  const doors = [QuotesFastPath, CalendarsFastPath, ProfileFastPath, SubscriptionDetailsFastPath].map((door) => app.get(door));
  installMemoryAnswers(fastify, doors, {
    // Every kept answer is JSON.
    securityHeaders: headers.data,
    exportSpans,
  });
  const webApp = app.get(WebApp);
  await registerStaticAssets(fastify, webApp.distDir);
  app.useGlobalFilters(new ApiExceptionFilter(webApp));
  return app;
}
