import { Global, Inject, Module, type DynamicModule, type OnApplicationBootstrap, type Type } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { HealthController } from '../health/health.controller.js';
import { databaseReadiness, READINESS_CHECKS, type ReadinessCheck } from '../health/readiness.js';
import { natsCredentialsOf } from '../messaging/nats-connection.js';
import { consumerDefinition, type EventHandler } from '../outbox/event-consumer.decorator.js';
import { ServiceEventBus } from '../outbox/service-event-bus.js';
import type { SqlExecutor, TransactionRunner } from '../outbox/sql-executor.js';
import { SERVICE_ENV, SERVICE_NAME, type CoreEnv } from './service-env.js';

/** The transaction client of a Prisma client class (what its `$transaction` callbacks receive). */
type TxOf<P> = P extends TransactionRunner<infer Tx> ? Tx : never;
type ServiceDatabase = TransactionRunner<SqlExecutor> & SqlExecutor;

export interface ServiceCoreOptions<P extends ServiceDatabase> {
  /** The service's `PrismaService` (`extends servicePrisma(PrismaClient)`). */
  prisma: Type<P>;
  /** `@EventConsumer` classes, each provided by its feature module; their transaction client is `P`'s. */
  consumers?: Type<EventHandler<never, TxOf<P>>>[];
  /** Checks /readyz runs besides the database and NATS: ReadinessCheck classes provided by a module (e.g. RedisReadiness). */
  readiness?: Type<ReadinessCheck>[];
}

/** Consumers and extra checks live in feature modules, which are created after the core's providers. */
const fromAnyModule = <T>(moduleRef: ModuleRef, type: Type<T>): T => moduleRef.get(type, { strict: false });

/**
 * Everything a service shares with every other: the validated environment (`SERVICE_ENV`, given
 * by `runService`), its Prisma client, its event bus (outbox relay and durable consumers),
 * /healthz, /readyz (database, NATS and the extras) and /metrics. Global, so feature modules
 * inject `PrismaService`, `ServiceEventBus` and `SERVICE_ENV` without importing it; AppModule
 * imports it once, with the feature modules.
 */
@Global()
@Module({})
export class ServiceCoreModule implements OnApplicationBootstrap {
  constructor(@Inject(READINESS_CHECKS) private readonly checks: ReadinessCheck[]) {}

  static forRoot<P extends ServiceDatabase>({ prisma, consumers = [], readiness = [] }: ServiceCoreOptions<P>): DynamicModule {
    return {
      module: ServiceCoreModule,
      controllers: [HealthController],
      providers: [
        prisma,
        {
          provide: ServiceEventBus,
          inject: [SERVICE_NAME, SERVICE_ENV, prisma, ModuleRef],
          useFactory: (name: string, config: CoreEnv, db: P, moduleRef: ModuleRef) =>
            new ServiceEventBus(() => ({
              name,
              natsUrl: config.NATS_URL,
              natsCredentials: natsCredentialsOf(config),
              db,
              consumers: consumers.map((type) => consumerDefinition(type, fromAnyModule(moduleRef, type))),
            })),
        },
        {
          provide: READINESS_CHECKS,
          inject: [prisma, ServiceEventBus, ModuleRef],
          useFactory: (db: P, bus: ServiceEventBus, moduleRef: ModuleRef): ReadinessCheck[] => [
            databaseReadiness(db),
            bus.readiness(),
            ...readiness.map((type) => ({
              get name() {
                return fromAnyModule(moduleRef, type).name;
              },
              check: () => fromAnyModule(moduleRef, type).check(),
            })),
          ],
        },
      ],
      exports: [prisma, ServiceEventBus],
    };
  }

  /** A listed check that no module provides fails the start, not the first probe. */
  onApplicationBootstrap() {
    for (const check of this.checks) void check.name;
  }
}
