import { startTracing } from '@mc/runtime/tracing';
import { createLogger, PinoNestLogger } from '@mc/runtime';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import fastifyStatic from '@fastify/static';
import { collectDefaultMetrics } from 'prom-client';
import { AppModule } from './app.module.js';
import { bffEnv } from './config/env.js';
import { ApiExceptionFilter } from './http/api-exception.filter.js';
import { BODY_LIMIT_BYTES, installJsonBody } from './http/json-body.js';
import { installSecurityHeaders } from './http/security-headers.js';
import { installRequestTracing } from './http/request-tracing.js';
import { WebApp } from './web/web-app.js';

startTracing('bff');
const config = bffEnv();
collectDefaultMetrics();

// Djoser's paths end in a slash; accept them with or without it.
const adapter = new FastifyAdapter({
  bodyLimit: BODY_LIMIT_BYTES,
  trustProxy: config.TRUST_PROXY,
  routerOptions: { ignoreTrailingSlash: true },
});
const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), adapter, {
  logger: new PinoNestLogger(createLogger('bff')),
  // Bodies are parsed by installJsonBody, with DRF's refusals.
  bodyParser: false,
});
const fastify = app.getHttpAdapter().getInstance();
installJsonBody(fastify);
installSecurityHeaders(fastify, config.CSP_EXTRA_SOURCES);
installRequestTracing(fastify);
const webApp = app.get(WebApp);
await fastify.register(fastifyStatic, {
  root: webApp.distDir,
  wildcard: true,
  // `/` is the app's index; every other screen path falls through to WebApp.sendIndex.
  index: ['index.html'],
  // Caching is decided in setHeaders alone.
  cacheControl: false,
  setHeaders: (response, path) => {
    // Vite fingerprints the chunks under static/js and static/css: cache them for good.
    if (/\/static\/(js|css)\//.test(path)) response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    else if (path.endsWith('index.html')) response.setHeader('Cache-Control', 'no-cache');
  },
});
app.useGlobalFilters(new ApiExceptionFilter(webApp));
app.enableShutdownHooks();
await app.listen(config.HTTP_PORT, config.HTTP_HOST);
new Logger('Bootstrap').log(`bff listening on http://${config.HTTP_HOST}:${config.HTTP_PORT}, web app from ${webApp.distDir}`);
