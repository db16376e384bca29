import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { Events } from '@mc/proto';
import { malformed, ProviderError, recordEvent, ServiceEventBus } from '@mc/runtime';
import { catalystId, toCatalystRecord } from '../catalysts/catalyst-record.js';
import type { CompanyProfile } from '../catalysts/company-profile.js';
import type { CatalystDraft } from '../catalysts/catalyst-draft.js';
import { parseCatalyst } from '../catalysts/parsers/catalyst.parser.js';
import { CompaniesRepository } from '../companies/companies.repository.js';
import { fetchCompanyProfiles } from '../companies/company-profiles.js';
import type { Prisma } from '../generated/prisma/client.js';
import { PrismaService } from '../prisma/prisma.service.js';
import {
  CALENDAR_ENDPOINTS,
  PROVIDER_PAGE_SIZE,
  type CalendarEndpoint,
  type ProviderCalendarType,
} from '../provider/calendar-endpoints.js';
import {
  CALENDAR_SOURCE,
  type CalendarPageRequest,
  type CalendarSource,
  type RemovedRow,
} from '../provider/calendar-provider.client.js';
import { CatalystWritesRepository } from './catalyst-writes.repository.js';
import { CompanyTickersRepository, REACTION_CALENDARS } from './company-tickers.repository.js';
import { changeMessages, type SyncMessages } from './change-events.js';
import { LeaseLostError } from './lease-lost.error.js';
import { SyncLeaseRepository, type SyncClaim, type SyncCursors } from './sync-lease.repository.js';
import { syncMetrics } from './sync-metrics.js';
import { backfillMonths, deltaStart, updatedNotAfter } from './sync-window.js';
import { planUpsert, type UpsertPlan } from './upsert-plan.js';

/** A sync follows at most this many pages (100,000 rows): a provider that pages forever fails the sync. */
const MAX_PAGES = 100;
/** A backfill writes thousands of rows in one transaction; Prisma's 5 s default is for requests. */
const STORE_TIMEOUT_MS = 120_000;
/** How long recorded changes are kept: alerts act within minutes, and a reader's "changed" views look back a week or so. */
export const CHANGE_RETENTION_DAYS = 90;
/** Changes one DELETE removes when pruning: short statements beside the syncs' writes. */
const PRUNE_BATCH = 1_000;

export type SyncOutcome =
  | { kind: 'synced'; mode: 'backfill' | 'delta'; fetched: number; inserted: number; updated: number; removed: number }
  | { kind: 'skipped'; reason: 'busy' };

/**
 * One sync of one calendar. The first is a backfill (a year back, six months ahead, paged, a month
 * at a time); after it, a delta of the rows updated since 5 s before the newest stored `updated`,
 * plus the removals. A delta (and each month of a backfill) is fetched and read before anything is
 * written, and written in one transaction with its change event: a failed or malformed page stores
 * nothing of its part, and the last good data stays. A backfill that fails part-way keeps the months
 * it stored and starts again from the first (rows already stored are left alone, so unchanged).
 */
@Injectable()
export class CalendarSyncService {
  private readonly logger = new Logger(CalendarSyncService.name);

  constructor(
    private readonly prisma: PrismaService,
    private readonly leases: SyncLeaseRepository,
    private readonly writes: CatalystWritesRepository,
    private readonly companies: CompaniesRepository,
    private readonly companyTickers: CompanyTickersRepository,
    private readonly events: ServiceEventBus,
    @Inject(CALENDAR_SOURCE) private readonly source: CalendarSource,
  ) {}

  async sync(type: ProviderCalendarType): Promise<SyncOutcome> {
    const claim = await this.leases.claim(type);
    if (!claim) {
      syncMetrics.skipped.inc({ calendar: type });
      this.logger.log(`${type} sync skipped: another sync of it is under way`);
      return { kind: 'skipped', reason: 'busy' };
    }
    const renew = async () => {
      if (!(await this.leases.renew(claim))) throw new LeaseLostError(type);
    };
    try {
      return await this.run(type, claim, renew);
    } catch (error) {
      const reason = error instanceof ProviderError ? error.reason : error instanceof LeaseLostError ? 'lease_lost' : 'internal';
      const message = (error as Error).message;
      syncMetrics.failures.inc({ calendar: type, reason });
      this.logger.warn(`${type} sync failed (${reason}): ${message}; the last good data stays`);
      await this.leases
        .failed(claim, message)
        .catch((markError: Error) => this.logger.warn(`could not record the failed ${type} sync: ${markError.message}`));
      throw error;
    }
  }

  private async run(type: ProviderCalendarType, claim: SyncClaim, renew: () => Promise<void>): Promise<SyncOutcome> {
    const { state } = claim;
    const endpoint = CALENDAR_ENDPOINTS[type];
    const now = new Date();
    const backfill = state.backfilledAt === null;
    const mode = backfill ? 'backfill' : 'delta';
    const requests = backfill ? backfillMonths(now) : [{ updatedSince: deltaStart(state.newestUpdated, now) }];
    const totals = { fetched: 0, inserted: 0, updated: 0, removed: 0 };
    const messages: SyncMessages = { syncId: randomUUID(), backfill, partsSent: 0 };
    let newestUpdated = state.newestUpdated;
    for (const [index, request] of requests.entries()) {
      const rows = await this.fetchPages(endpoint, request, renew);
      const removed = (
        backfill ? [] : await this.fetchRemovals(endpoint, deltaStart(state.newestRemoval ?? state.newestUpdated, now), renew)
      ).map((removal) => ({ ...removal, updated: updatedNotAfter(removal.updated, now) }));
      const drafts = rows
        .map((row, position) => parseCatalyst(type, row, `${type} row ${position}`))
        .map((draft) => ({ ...draft, providerUpdated: updatedNotAfter(draft.providerUpdated, now) }));
      const fetched = await this.missingProfiles(drafts, renew);
      newestUpdated = newest(
        newestUpdated,
        drafts.map((draft) => draft.providerUpdated),
      );
      // The last part ends the sync: the cursors move and the lease is given back with its rows.
      const finish =
        index === requests.length - 1
          ? {
              ...(backfill ? { backfilledAt: now } : {}),
              newestUpdated,
              // After a backfill, removals older than its newest row concern nothing stored.
              newestRemoval: newest(
                state.newestRemoval ?? (backfill ? newestUpdated : null),
                removed.map((r: RemovedRow) => r.updated),
              ),
            }
          : null;
      const { plan, sent, tickersSent } = await this.store(
        type,
        claim,
        { drafts, removed, companies: fetched, now },
        finish,
        messages,
      );
      if (sent || tickersSent) this.events.nudge();
      messages.partsSent += sent;
      totals.fetched += rows.length;
      totals.inserted += plan.inserts.length;
      totals.updated += plan.updates.length;
      totals.removed += plan.removals.length;
    }
    if (backfill) await this.tidyAfterBackfill(type);
    await this.pruneChanges(type, now);
    syncMetrics.changes.inc({ calendar: type, kind: 'inserted' }, totals.inserted);
    syncMetrics.changes.inc({ calendar: type, kind: 'updated' }, totals.updated);
    syncMetrics.changes.inc({ calendar: type, kind: 'removed' }, totals.removed);
    this.logger.log(
      `${type} ${mode}: ${totals.fetched} rows fetched, ${totals.inserted} new, ${totals.updated} changed, ${totals.removed} removed`,
    );
    return { kind: 'synced', mode, ...totals };
  }

  /**
   * One part of a sync, written in one transaction with its change event, while the lease is still
   * this sync's. `finish` (the last part) records the new cursors and gives the lease back. The
   * changes are recorded, and sent at most CHANGES_PER_MESSAGE to an event (change-events.ts).
   */
  private store(
    type: ProviderCalendarType,
    claim: SyncClaim,
    part: { drafts: CatalystDraft[]; removed: RemovedRow[]; companies: CompanyProfile[]; now: Date },
    finish: SyncCursors | null,
    messages: SyncMessages,
  ): Promise<{ plan: UpsertPlan; sent: number; tickersSent: boolean }> {
    return this.prisma.$transaction(
      async (tx) => {
        if (!(await this.leases.holdsLease(tx, claim))) throw new LeaseLostError(type);
        // The profiles read under the lock: a refresh that replaced them has copied them onto the catalysts too.
        await this.companies.lockProfiles(tx, 'shared');
        await this.companies.upsert(tx, part.companies, part.now);
        const profiles = await this.companies.find(tickersOf(part.drafts), tx);
        const records = part.drafts.map((draft) => toCatalystRecord(draft, profiles));
        const removals = part.removed.map((removal) => ({ id: catalystId(type, removal.id), updated: removal.updated }));
        const stored = await this.writes.stored(tx, [...records.map((record) => record.id), ...removals.map((r) => r.id)]);
        const plan = planUpsert(stored, records, removals);
        const changes = await this.writes.apply(tx, plan, new Date(), messages.backfill);
        const events = changeMessages(type, messages, plan.changedIds, changes, finish !== null);
        for (const event of events) await recordEvent(tx, Events.calendarChanged, event);
        // Once a sync, with its last part: a backfill's set is whole only then (its months come one by one).
        const tickersSent =
          finish !== null && (messages.backfill || plan.changedIds.length > 0) && (await this.tellTickers(tx, type, part.now));
        if (finish) await this.leases.succeeded(tx, claim, finish);
        return { plan, sent: events.length, tickersSent };
      },
      { timeout: STORE_TIMEOUT_MS, maxWait: STORE_TIMEOUT_MS },
    );
  }

  /**
   * After the last store of a backfill, or of a delta that changed earnings or FDA rows: tells other services (quotes keeps their daily
   * bars) when the set of companies with such rows changed. Returns whether an event was recorded.
   */
  private async tellTickers(tx: Prisma.TransactionClient, type: ProviderCalendarType, now: Date): Promise<boolean> {
    if (!(REACTION_CALENDARS as readonly string[]).includes(type)) return false;
    const outcome = await this.companyTickers.publishIfChanged(tx, now);
    if (outcome.leftOut.length)
      this.logger.warn(
        `${outcome.leftOut.length} companies left out of the tickers told to quotes: ${outcome.leftOut.slice(0, 20).join(', ')}`,
      );
    if (outcome.published) this.logger.log(`${outcome.tickers.length} companies with earnings or FDA rows: told to quotes`);
    return outcome.published;
  }

  /**
   * Thousands of new rows leave the planner without statistics for them: analyze (and vacuum) now
   * rather than when autovacuum comes round, so that the first queries already use the date
   * indexes well. Outside the storing transaction (VACUUM cannot run in one); a failure only costs speed.
   */
  private async tidyAfterBackfill(type: ProviderCalendarType): Promise<void> {
    try {
      await this.prisma.$executeRawUnsafe('VACUUM (ANALYZE) catalysts');
    } catch (error) {
      this.logger.warn(`could not vacuum the catalysts after the ${type} backfill: ${(error as Error).message}`);
    }
  }

  /** Forgets the calendar's changes older than CHANGE_RETENTION_DAYS; a failure only keeps them until the next sync. */
  private async pruneChanges(type: ProviderCalendarType, now: Date): Promise<void> {
    try {
      const before = new Date(now.getTime() - CHANGE_RETENTION_DAYS * 86_400_000);
      const pruned = await this.writes.pruneChanges(this.prisma, type, before, PRUNE_BATCH);
      if (pruned) this.logger.log(`${type}: pruned ${pruned} changes seen before ${before.toISOString()}`);
    } catch (error) {
      this.logger.warn(`could not prune the ${type} changes: ${(error as Error).message}`);
    }
  }

  /** Every page of the request, from page 0 until a short page; the lease is renewed after each. */
  private async fetchPages(
    endpoint: CalendarEndpoint,
    request: Omit<CalendarPageRequest, 'page'>,
    renew: () => Promise<void>,
  ): Promise<unknown[]> {
    const rows: unknown[] = [];
    for (let page = 0; page < MAX_PAGES; page++) {
      const answer = await this.source.calendarPage(endpoint, { ...request, page });
      await renew();
      rows.push(...answer);
      if (answer.length < PROVIDER_PAGE_SIZE) return rows;
    }
    throw malformed(`${endpoint.type}: still more rows after ${MAX_PAGES} pages of ${PROVIDER_PAGE_SIZE}`);
  }

  /** Every removal since `updatedSince`, paged like the rows. */
  private async fetchRemovals(
    endpoint: CalendarEndpoint,
    updatedSince: number,
    renew: () => Promise<void>,
  ): Promise<RemovedRow[]> {
    const removals: RemovedRow[] = [];
    for (let page = 0; page < MAX_PAGES; page++) {
      const answer = await this.source.removed(endpoint, { page, updatedSince });
      await renew();
      removals.push(...answer);
      if (answer.length < PROVIDER_PAGE_SIZE) return removals;
    }
    throw malformed(`${endpoint.type}: still more removals after ${MAX_PAGES} pages of ${PROVIDER_PAGE_SIZE}`);
  }

  /** The profiles of the catalysts' companies not stored yet, from the provider (store() stores them). */
  private async missingProfiles(drafts: readonly CatalystDraft[], renew: () => Promise<void>): Promise<CompanyProfile[]> {
    const tickers = tickersOf(drafts);
    const stored = await this.companies.find(tickers);
    const missing = tickers.filter((ticker) => !stored.has(ticker));
    return missing.length ? fetchCompanyProfiles(this.source, missing, renew) : [];
  }
}

/** The companies the catalysts are of: each one's first ticker. */
function tickersOf(drafts: readonly CatalystDraft[]): string[] {
  return [...new Set(drafts.flatMap((draft) => draft.tickers.slice(0, 1)))];
}

function newest(current: number | null, values: readonly number[]): number | null {
  return values.reduce<number | null>((max, value) => (max === null || value > max ? value : max), current);
}
