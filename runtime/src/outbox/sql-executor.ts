/**
 * The slice of a Prisma client (or interactive transaction) that the outbox and the consumers
 * use. Raw SQL on fixed table names keeps this code independent of each service's generated
 * client; every service's schema declares `outbox_events` and `processed_events` the same way.
 */
export interface SqlExecutor {
  $executeRawUnsafe(query: string, ...values: unknown[]): Promise<number>;
  $queryRawUnsafe<T = unknown>(query: string, ...values: unknown[]): Promise<T>;
}

export interface TransactionRunner {
  $transaction<T>(fn: (tx: SqlExecutor) => Promise<T>, options?: { timeout?: number; maxWait?: number }): Promise<T>;
}
