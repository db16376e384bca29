import { Inject, Injectable, Logger } from '@nestjs/common';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { Events } from '@mc/proto';
import { ProviderError, recordEvent, ServiceEventBus } from '@mc/runtime';
import { ContentTickersRepository } from '../content-tickers/content-tickers.repository.js';
import { PrismaService } from '../prisma/prisma.service.js';
import { toDelayedQuoteMessage } from '../quotes/delayed-quote.message.js';
import { QuotesRepository } from '../quotes/quotes.repository.js';
import { fetchQuotes, type DelayedQuoteSource, type FetchedQuotes } from './fetch-quotes.js';
import { refreshMetrics } from './refresh-metrics.js';
import { RefreshRunsRepository } from './refresh-runs.repository.js';
import { withContentTickers } from './quoted-listings.js';

/** The market-data provider, injected so that tests can stand in for it. */
export const QUOTE_SOURCE = Symbol('QUOTE_SOURCE');

export type RefreshOutcome =
  /** `stored` leaves out quotes no newer than those held; the event goes out only when it is above 0. */
  | { kind: 'refreshed'; fetched: number; stored: number; asOf: Date }
  | { kind: 'skipped'; reason: 'done' | 'in-progress'; by: string };

/**
 * One refresh: claim it, fetch every symbol of the tape and every ticker content names (its
 * portfolios and published items), store the quotes and their event together.
 */
@Injectable()
export class QuotesRefreshService {
  private readonly logger = new Logger(QuotesRefreshService.name);

  constructor(
    private readonly prisma: PrismaService,
    private readonly runs: RefreshRunsRepository,
    private readonly quotes: QuotesRepository,
    private readonly contentTickers: ContentTickersRepository,
    private readonly events: ServiceEventBus,
    @Inject(QUOTE_SOURCE) private readonly source: DelayedQuoteSource,
  ) {}

  /**
   * Runs the refresh scheduled for `scheduledFor` as job `jobId`, or skips it when another job
   * has run it or is running it. A failure keeps the last good quotes and is thrown, so that
   * BullMQ retries the job with its backoff.
   */
  async refresh(jobId: string, scheduledFor: Date): Promise<RefreshOutcome> {
    const slot = scheduledFor.toISOString();
    try {
      const claim = await this.runs.claim(scheduledFor, jobId);
      if (claim.kind === 'duplicate') {
        refreshMetrics.duplicates.inc();
        this.logger.log(`refresh for ${slot} skipped: job ${claim.of.jobId} ${claim.reason === 'done' ? 'did it' : 'is on it'}`);
        return { kind: 'skipped', reason: claim.reason, by: claim.of.jobId };
      }
      const tape = await fetchQuotes(this.source, withContentTickers(await this.contentTickers.tickers()));
      if (tape.quotes.length === 0) throw new ProviderError('malformed', 'the answers held no usable quote');
      const { stored, asOf } = await this.store(scheduledFor, tape);
      if (stored > 0) this.events.nudge();
      refreshMetrics.lastSuccess.set(tape.fetchedAt.getTime() / 1000);
      if (tape.unquoted.length) this.logger.warn(`no usable quote for ${tape.unquoted.join(', ')}: their last good quotes stay`);
      this.logger.log(`refresh for ${slot} stored ${stored} of ${tape.quotes.length} quotes`);
      return { kind: 'refreshed', fetched: tape.quotes.length, stored, asOf };
    } catch (error) {
      const reason = error instanceof ProviderError ? error.reason : 'internal';
      const message = (error as Error).message;
      refreshMetrics.failures.inc({ reason });
      this.logger.warn(`refresh for ${slot} failed (${reason}): ${message}; the last good quotes stay`);
      // Changes nothing unless this job holds the run (the claim itself may be what failed).
      await this.runs
        .markFailed(scheduledFor, jobId, message)
        .catch((markError: Error) => this.logger.warn(`could not log the failed refresh: ${markError.message}`));
      throw error;
    }
  }

  /** Quotes, their event and the run's success in one transaction. */
  private store(scheduledFor: Date, tape: FetchedQuotes): Promise<{ stored: number; asOf: Date }> {
    return this.prisma.$transaction(async (tx) => {
      const stored = await this.quotes.upsertLatest(tx, tape.quotes);
      const asOf = (await this.quotes.lastRefreshedAt(tx)) ?? tape.fetchedAt;
      if (stored > 0) {
        // The whole table, not only this refresh's answers, so a consumer can replace its copy.
        const latest = await this.quotes.all(tx);
        await recordEvent(tx, Events.quotesRefreshed, {
          asOf: timestampFromDate(asOf),
          quotes: latest.map(toDelayedQuoteMessage),
        });
      }
      await this.runs.markSucceeded(tx, scheduledFor, tape.quotes.length, tape.fetchedAt);
      return { stored, asOf };
    });
  }
}
