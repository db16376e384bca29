import { Inject, Injectable, type OnModuleDestroy, type Type } from '@nestjs/common';
import type { PrismaPg } from '@prisma/adapter-pg';
import { SERVICE_ENV, type CoreEnv } from '../service/service-env.js';
import { pgAdapter } from './pg-adapter.js';

interface PrismaClientLike {
  $disconnect(): Promise<void>;
}

/**
 * A service's Prisma client as a Nest provider, on the pg driver adapter from `DATABASE_URL` and
 * disconnected when the application stops. Each service's `src/prisma/prisma.service.ts` is
 * `export class PrismaService extends servicePrisma(PrismaClient) {}`, so feature code injects
 * `PrismaService` with the service's own generated types.
 */
export function servicePrisma<P extends PrismaClientLike>(
  Client: new (options: { adapter: PrismaPg }) => P,
): Type<P & OnModuleDestroy> {
  @Injectable()
  class ServicePrisma extends (Client as new (options: { adapter: PrismaPg }) => PrismaClientLike) implements OnModuleDestroy {
    constructor(@Inject(SERVICE_ENV) config: CoreEnv) {
      super({ adapter: pgAdapter(config.DATABASE_URL) });
    }

    async onModuleDestroy() {
      await this.$disconnect();
    }
  }
  // The class above is a `P` (it extends `Client`); TypeScript cannot follow a generic base class.
  return ServicePrisma as Type<P & OnModuleDestroy>;
}
