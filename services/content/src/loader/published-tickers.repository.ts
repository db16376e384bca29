import { Injectable } from '@nestjs/common';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { Events } from '@mc/proto';
import { sameTickers } from '@mc/proto/ticker-sets';
import { recordEvent } from '@mc/runtime';
import type { Prisma } from '../generated/prisma/client.js';
import { portfolioTickers } from '../portfolios/portfolio-members.js';
import { tickerSetOf, type TickerSet } from './ticker-set.js';

type Db = Prisma.TransactionClient;

export interface TickersOutcome extends TickerSet {
  /** Whether this load recorded content.tickers.changed.v1 (the set differs from the last one told). */
  published: boolean;
}

/** The tickers that published items and portfolios name, and the last set told to other services. */
@Injectable()
export class PublishedTickersRepository {
  /**
   * In the load's transaction, after its writes: records content.tickers.changed.v1 through the
   * outbox when the published items' and portfolios' set differs from the last one recorded (or none was), so the
   * event and the writes that changed the set commit together or not at all.
   */
  async publishIfChanged(tx: Db, now: Date): Promise<TickersOutcome> {
    const items = await tx.contentItem.findMany({ where: { unpublishedAt: null }, select: { tickers: true } });
    const portfolios = await tx.portfolio.findMany({ where: { unpublishedAt: null }, select: { members: true } });
    const set = tickerSetOf([
      ...items.map((item) => item.tickers),
      ...portfolios.map((portfolio) => portfolioTickers(portfolio.members)),
    ]);
    const last = await tx.publishedTickers.findUnique({ where: { id: 1 } });
    if (last && sameTickers(last.tickers, set.tickers)) return { ...set, published: false };
    await tx.publishedTickers.upsert({
      where: { id: 1 },
      create: { id: 1, tickers: set.tickers, publishedAt: now },
      update: { tickers: set.tickers, publishedAt: now },
    });
    await recordEvent(tx, Events.contentTickersChanged, { tickers: set.tickers, changedAt: timestampFromDate(now) });
    return { ...set, published: true };
  }
}
