import { Inject, Injectable, type OnModuleDestroy, type Type } from '@nestjs/common';
import type { PrismaPg } from '@prisma/adapter-pg';
import type pg from 'pg';
import { SERVICE_ENV, type CoreEnv } from '../service/service-env.js';
import { pgAdapter, pgPool } from './pg-adapter.js';
import { queryPrepared, type SqlQuery } from './prepared-query.js';

interface PrismaClientLike {
  $disconnect(): Promise<void>;
}

/** What a service's Prisma provider adds to its client. */
export interface PreparedQueries {
  /** A hot read as a prepared statement (prisma/prepared-query.ts), on the client's own pool. */
  $queryPrepared<T>(query: SqlQuery): Promise<T[]>;
}

/**
 * A service's Prisma client as a Nest provider, on the pg driver adapter from `DATABASE_URL` and
 * disconnected when the application stops. Each service's `src/prisma/prisma.service.ts` is
 * `export class PrismaService extends servicePrisma(PrismaClient) {}`, so feature code injects
 * `PrismaService` with the service's own generated types.
 */
export function servicePrisma<P extends PrismaClientLike>(
  Client: new (options: { adapter: PrismaPg }) => P,
): Type<P & PreparedQueries & OnModuleDestroy> {
  @Injectable()
  class ServicePrisma
    extends (Client as new (options: { adapter: PrismaPg }) => PrismaClientLike)
    implements PreparedQueries, OnModuleDestroy
  {
    private readonly pool: pg.Pool;

    constructor(@Inject(SERVICE_ENV) config: CoreEnv) {
      const pool = pgPool(config.DATABASE_URL);
      super({ adapter: pgAdapter(pool) });
      this.pool = pool;
    }

    $queryPrepared<T>(query: SqlQuery): Promise<T[]> {
      return queryPrepared<T>(this.pool, query);
    }

    async onModuleDestroy() {
      await this.$disconnect();
      await this.pool.end();
    }
  }
  // The class above is a `P` (it extends `Client`); TypeScript cannot follow a generic base class.
  return ServicePrisma as unknown as Type<P & PreparedQueries & OnModuleDestroy>;
}
