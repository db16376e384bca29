import type { Prisma } from '../generated/prisma/client.js';
import type { PrismaService } from '../prisma/prisma.service.js';

type Db = Prisma.TransactionClient;

/** The one-row tables that keep a set another service tells whole (migrations 0002 and 0004). */
export type TickerSetTable = 'content_tickers' | 'catalyst_tickers';

/**
 * A set of tickers another service tells whole in its events (content.tickers.changed.v1,
 * catalysts.tickers.changed.v1), kept in a one-row table of its own: each event replaces it, unless
 * a newer one is stored already.
 */
export class TickerSetStore {
  // One statement: of two events applied at once or out of order, the newer set stays.
  private readonly storeSet: string;
  private readonly readSet: string;

  constructor(
    private readonly prisma: PrismaService,
    table: TickerSetTable,
  ) {
    this.storeSet = `
      INSERT INTO ${table} (id, tickers, changed_at) VALUES (1, $1::text[], $2::timestamptz)
      ON CONFLICT (id) DO UPDATE SET tickers = EXCLUDED.tickers, changed_at = EXCLUDED.changed_at
      WHERE ${table}.changed_at < EXCLUDED.changed_at`;
    this.readSet = `SELECT tickers FROM ${table} WHERE id = 1`;
  }

  /** Replaces the set unless a newer one is stored; returns whether it did. */
  async store(tx: Db, tickers: readonly string[], changedAt: Date): Promise<boolean> {
    return (await tx.$executeRawUnsafe(this.storeSet, [...tickers], changedAt.toISOString())) > 0;
  }

  /** Empty until the first event arrives. */
  async tickers(db: Db = this.prisma): Promise<string[]> {
    const [row] = await db.$queryRawUnsafe<{ tickers: string[] }[]>(this.readSet);
    return row?.tickers ?? [];
  }
}
