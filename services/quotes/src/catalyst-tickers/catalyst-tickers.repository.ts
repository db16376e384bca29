import { Injectable } from '@nestjs/common';
import { PrismaService } from '../prisma/prisma.service.js';
import { TickerSetStore } from '../ticker-sets/ticker-set.store.js';

/** The companies with earnings or FDA rows in catalysts, as catalysts.tickers.changed.v1 last told them. */
@Injectable()
export class CatalystTickersRepository extends TickerSetStore {
  constructor(prisma: PrismaService) {
    super(prisma, 'catalyst_tickers');
  }
}
