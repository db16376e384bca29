import { Global, Module, type DynamicModule, type Type } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { fileURLToPath } from 'node:url';
import { natsCredentialsOf } from '../messaging/nats-connection.js';
import { applyMigrationsApart } from '../prisma/migrate-apart.js';
import { SERVICE_ENV, SERVICE_NAME, type CoreEnv } from './service-env.js';
import { startService } from './start-service.js';

export interface ServiceRun<E extends CoreEnv = CoreEnv> {
  name: string;
  /** The service's validated environment (`loadServiceEnv`), provided as `SERVICE_ENV`. */
  config: E;
  /** The service's AppModule (ServiceCoreModule and the feature modules). */
  module: Type<unknown>;
  /** Keep the raw request body (Stripe webhooks are signed over the exact bytes). */
  rawBody?: boolean;
}

/** The service's name and environment, for every module of it. */
@Global()
@Module({})
class ServiceEnvModule {
  static of(name: string, config: CoreEnv): DynamicModule {
    const providers = [
      { provide: SERVICE_NAME, useValue: name },
      { provide: SERVICE_ENV, useValue: config },
    ];
    return { module: ServiceEnvModule, providers, exports: providers.map(({ provide }) => provide) };
  }
}

@Module({})
class ServiceRootModule {}

/** Starts a service whose database is migrated already (integration tests start replicas this way). */
export function bootService<E extends CoreEnv>({
  name,
  config,
  module,
  rawBody,
}: ServiceRun<E>): Promise<NestFastifyApplication> {
  return startService({
    name,
    module: { module: ServiceRootModule, imports: [ServiceEnvModule.of(name, config), module] },
    httpHost: config.HTTP_HOST,
    httpPort: config.HTTP_PORT,
    natsUrl: config.NATS_URL,
    natsCredentials: natsCredentialsOf(config),
    rawBody,
  });
}

/**
 * What a service's main.ts does after tracing: migrate its database (the runtime's event tables
 * included; in a child process, so that the schema engine never stays in the service), then start.
 */
export async function runService<E extends CoreEnv>(run: ServiceRun<E> & { prismaDir: URL }): Promise<NestFastifyApplication> {
  await applyMigrationsApart({ databaseUrl: run.config.DATABASE_URL, prismaDir: fileURLToPath(run.prismaDir) });
  return bootService(run);
}
