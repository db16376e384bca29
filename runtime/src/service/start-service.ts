import { Logger, type DynamicModule, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { collectProcessMetrics } from '../health/process-metrics.js';
import { createLogger, PinoNestLogger } from '../logging/logger.js';
import { DrainingServerNats } from '../messaging/draining-server-nats.js';
import type { NatsCredentials } from '../messaging/nats-connection.js';
import { natsServerOptions } from '../messaging/nats-server-options.js';
import { drainingRoot } from './request-drain.js';
import { httpServerOptions } from './http-server-options.js';
import { readRefusedBodies } from './refused-bodies.js';

export interface ServiceOptions {
  name: string;
  module: Type<unknown> | DynamicModule;
  httpHost: string;
  httpPort: number;
  natsUrl: string;
  /** Its NATS user, when the server authenticates. */
  natsCredentials?: NatsCredentials;
  /** Keep the raw request body (Stripe webhooks are signed over the exact bytes). */
  rawBody?: boolean;
}

/**
 * The one way every service starts: a Fastify HTTP port for health, metrics (and webhooks), a
 * NATS listener in the service's queue group, and a clean stop on SIGTERM (request-drain.ts).
 */
export async function startService(options: ServiceOptions): Promise<NestFastifyApplication> {
  collectProcessMetrics();
  const { options: natsOptions = {} } = natsServerOptions(options.name, options.natsUrl, options.natsCredentials);
  const nats = new DrainingServerNats(natsOptions);
  const root = drainingRoot(options.module, nats);
  const app = await NestFactory.create<NestFastifyApplication>(root, new FastifyAdapter(httpServerOptions()), {
    logger: new PinoNestLogger(createLogger(options.name)),
    rawBody: options.rawBody ?? false,
  });
  readRefusedBodies(app.getHttpAdapter().getInstance());
  app.connectMicroservice({ strategy: nats }, { inheritAppConfig: true });
  app.enableShutdownHooks();
  try {
    await app.startAllMicroservices();
    await app.listen(options.httpPort, options.httpHost);
  } catch (error) {
    // A start that fails half-way (a hook throws) must not leave connections open behind it.
    await app.close().catch(() => undefined);
    throw error;
  }
  new Logger('Bootstrap').log(
    `${options.name} listening on http://${options.httpHost}:${options.httpPort} and ${options.natsUrl}`,
  );
  return app;
}
