import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Day } from '@mc/market-time';
import { LeaseBusyError, Leases, ProviderError, SERVICE_ENV } from '@mc/runtime';
import type { QuotesEnv } from '../config/env.js';
import { CatalystTickersRepository } from '../catalyst-tickers/catalyst-tickers.repository.js';
import { ContentTickersRepository } from '../content-tickers/content-tickers.repository.js';
import { PrismaService } from '../prisma/prisma.service.js';
import type { BenzingaClient } from '../provider/benzinga.client.js';
import { withContentTickers } from '../refresh/quoted-listings.js';
import { barTickers } from './bar-tickers.js';
import { HISTORY_MONTHS, latestClosedDay } from './daily-bars-schedule.js';
import { DailyBarsRepository } from './daily-bars.repository.js';
import { planBarRequests, type BarRequest } from './sync-plan.js';

/** The market-data provider's bars, injected so that tests can stand in for it. */
export const BAR_SOURCE = Symbol('BAR_SOURCE');
export type DailyBarSource = Pick<BenzingaClient, 'dailyBars'>;

/** Requests in flight at once: a backfill of hundreds of tickers finishes soon without hammering the provider. */
const REQUESTS_AT_ONCE = 2;

/** One sync at a time across replicas; renewed while it runs, so only a dead replica's claim lapses. */
const SYNC_LEASE = { key: 'quotes-daily-bars', timing: { ttlMs: 120_000, waitMs: 0 } };

export type SyncOutcome =
  { kind: 'synced'; through: Day; requests: number; stored: number } | { kind: 'skipped'; reason: 'busy' };

/**
 * Brings the daily bars of every followed ticker (the quotes refresh's set: the tape's and those
 * content names; and the companies of catalysts' earnings and FDA rows) up to the last closed
 * session: DAILY_BARS_HISTORY_MONTHS (two years) for a ticker never asked for, the missing days for
 * the others. Each request's answer is stored as it comes, with the coverage it
 * proves, so a failed sync keeps what it got and its retry asks only for the rest. Upserts: a day
 * asked for twice is one row.
 */
@Injectable()
export class DailyBarsSyncService {
  private readonly logger = new Logger(DailyBarsSyncService.name);
  private readonly leases: Leases;

  constructor(
    prisma: PrismaService,
    private readonly bars: DailyBarsRepository,
    private readonly contentTickers: ContentTickersRepository,
    private readonly catalystTickers: CatalystTickersRepository,
    @Inject(BAR_SOURCE) private readonly source: DailyBarSource,
    @Inject(SERVICE_ENV) private readonly config: QuotesEnv,
  ) {
    this.leases = new Leases(prisma);
  }

  async sync(now = new Date()): Promise<SyncOutcome> {
    try {
      return await this.leases.hold(SYNC_LEASE.key, SYNC_LEASE.timing, () => this.syncHeld(now));
    } catch (error) {
      if (!(error instanceof LeaseBusyError)) throw error;
      this.logger.log('daily bars: another replica is syncing them');
      return { kind: 'skipped', reason: 'busy' };
    }
  }

  private async syncHeld(now: Date): Promise<SyncOutcome> {
    const closedDay = latestClosedDay(now);
    const quoted = withContentTickers(await this.contentTickers.tickers()).map((listing) => listing.symbol);
    const followed = barTickers(quoted, await this.catalystTickers.tickers());
    const months = Math.min(this.config.DAILY_BARS_HISTORY_MONTHS, HISTORY_MONTHS);
    const requests = planBarRequests(followed, await this.bars.coverage(followed), closedDay, months);
    let stored = 0;
    for (let start = 0; start < requests.length; start += REQUESTS_AT_ONCE) {
      const counts = await Promise.all(
        requests.slice(start, start + REQUESTS_AT_ONCE).map((request) => this.fetchAndStore(request)),
      );
      stored += counts.reduce((sum, count) => sum + count, 0);
    }
    if (requests.length) this.logger.log(`daily bars through ${closedDay}: ${requests.length} requests, ${stored} bars stored`);
    return { kind: 'synced', through: closedDay, requests: requests.length, stored };
  }

  private async fetchAndStore({ symbols, from, to }: BarRequest): Promise<number> {
    const answer = await this.source.dailyBars(symbols, from, to).catch((error: unknown) => {
      if (!(error instanceof ProviderError)) throw error;
      throw new ProviderError(error.reason, `bars ${symbols[0]}…${symbols[symbols.length - 1]} ${from}..${to}: ${error.message}`);
    });
    return this.bars.store(answer, symbols, to);
  }
}
