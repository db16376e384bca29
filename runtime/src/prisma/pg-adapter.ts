import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';

/** A service's connection pool: its Prisma client and its prepared reads share it. */
export function pgPool(databaseUrl: string, max = 10): pg.Pool {
  return new pg.Pool({ connectionString: databaseUrl, max });
}

/** The driver adapter every service's Prisma client is built with (no native query engine); the pool's owner ends the pool. */
export function pgAdapter(pool: pg.Pool): PrismaPg {
  return new PrismaPg(pool);
}
