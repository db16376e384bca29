import { Logger } from '@nestjs/common';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';

const logger = new Logger('PostgreSQL');

/**
 * A service's connection pool: its Prisma client and its prepared reads share it. An idle
 * connection the server ends (a restart, a failover) is dropped from the pool with a warning and
 * replaced on the next query; without this listener its error would stop the process.
 */
export function pgPool(databaseUrl: string, max = 10): pg.Pool {
  const pool = new pg.Pool({ connectionString: databaseUrl, max });
  pool.on('error', (error) => logger.warn(`an idle connection was closed: ${error.message}`));
  return pool;
}

/** The driver adapter every service's Prisma client is built with (no native query engine); the pool's owner ends the pool. */
export function pgAdapter(pool: pg.Pool): PrismaPg {
  return new PrismaPg(pool);
}
