import { Injectable } from '@nestjs/common';
import { PrismaService } from '../prisma/prisma.service.js';
import { TickerSetStore } from '../ticker-sets/ticker-set.store.js';

/** The tickers content's published items name, as content.tickers.changed.v1 last told them. */
@Injectable()
export class ContentTickersRepository extends TickerSetStore {
  constructor(prisma: PrismaService) {
    super(prisma, 'content_tickers');
  }
}
