import pg from 'pg';
import type { SqlExecutor, TransactionRunner } from '../outbox/sql-executor.js';

/** Prisma's `$`-methods over a plain pg pool, for testing runtime code without a generated client. */
export function pgTransactionRunner(pool: pg.Pool): TransactionRunner & SqlExecutor {
  const executor = (client: pg.Pool | pg.PoolClient): SqlExecutor => ({
    $executeRawUnsafe: async (query, ...values) => (await client.query(query, values)).rowCount ?? 0,
    $queryRawUnsafe: async <T>(query: string, ...values: unknown[]) => (await client.query(query, values)).rows as T,
  });
  return {
    ...executor(pool),
    async $transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(executor(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
  };
}
