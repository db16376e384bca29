/**
 * The slice of a Prisma client (or interactive transaction) that the outbox and the consumers
 * use. Raw SQL on fixed table names keeps this code independent of each service's generated
 * client; the tables themselves are the runtime's (prisma/runtime-migrations.ts).
 */
export interface SqlExecutor {
  $executeRawUnsafe(query: string, ...values: unknown[]): Promise<number>;
  $queryRawUnsafe<T = unknown>(query: string, ...values: unknown[]): Promise<T>;
}

/** A client that runs interactive transactions; `Tx` is what its transactions hand their callback. */
export interface TransactionRunner<Tx extends SqlExecutor = SqlExecutor> {
  $transaction<T>(fn: (tx: Tx) => Promise<T>, options?: { timeout?: number; maxWait?: number }): Promise<T>;
}

/** A client that runs statements on their own and in interactive transactions (a Prisma client). */
export type SqlRunner<Tx extends SqlExecutor = SqlExecutor> = SqlExecutor & TransactionRunner<Tx>;
