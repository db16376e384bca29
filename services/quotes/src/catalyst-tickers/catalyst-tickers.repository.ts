import { Injectable } from '@nestjs/common';
import type { Prisma } from '../generated/prisma/client.js';
import { PrismaService } from '../prisma/prisma.service.js';

type Db = Prisma.TransactionClient;

// One statement: of two events applied at once or out of order, the newer set stays.
const STORE_SET = `
  INSERT INTO catalyst_tickers (id, tickers, changed_at) VALUES (1, $1::text[], $2::timestamptz)
  ON CONFLICT (id) DO UPDATE SET tickers = EXCLUDED.tickers, changed_at = EXCLUDED.changed_at
  WHERE catalyst_tickers.changed_at < EXCLUDED.changed_at`;

/** The companies with earnings or FDA rows in catalysts, as catalysts.tickers.changed.v1 last told them. */
@Injectable()
export class CatalystTickersRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** Replaces the set unless a newer one is stored; returns whether it did. */
  async store(tx: Db, tickers: readonly string[], changedAt: Date): Promise<boolean> {
    return (await tx.$executeRawUnsafe(STORE_SET, [...tickers], changedAt.toISOString())) > 0;
  }

  /** Empty until catalysts' first event arrives. */
  async tickers(db: Db = this.prisma): Promise<string[]> {
    return (await db.catalystTickers.findUnique({ where: { id: 1 } }))?.tickers ?? [];
  }
}
