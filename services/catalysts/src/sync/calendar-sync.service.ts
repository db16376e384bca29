import { Inject, Injectable, Logger } from '@nestjs/common';
import { Events } from '@mc/proto';
import { malformed, ProviderError, recordEvent, ServiceEventBus } from '@mc/runtime';
import { catalystId, toCatalystRecord } from '../catalysts/catalyst-record.js';
import type { CatalystDraft } from '../catalysts/catalyst-draft.js';
import { parseCatalyst } from '../catalysts/parsers/catalyst.parser.js';
import { CompaniesRepository } from '../companies/companies.repository.js';
import { fetchCompanyProfiles } from '../companies/company-profiles.js';
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
import { LeaseLostError } from './lease-lost.error.js';
import { SyncLeaseRepository, type SyncClaim } from './sync-lease.repository.js';
import { syncMetrics } from './sync-metrics.js';
import { backfillWindow, deltaStart } from './sync-window.js';
import { planUpsert } from './upsert-plan.js';

/** A sync follows at most this many pages (100,000 rows): a provider that pages forever fails the sync. */
const MAX_PAGES = 100;
/** A backfill writes thousands of rows in one transaction; Prisma's 5 s default is for requests. */
const STORE_TIMEOUT_MS = 120_000;

export type SyncOutcome =
  | { kind: 'synced'; mode: 'backfill' | 'delta'; fetched: number; inserted: number; updated: number; removed: number }
  | { kind: 'skipped'; reason: 'busy' };

/**
 * One sync of one calendar. The first is a backfill (a year back, six months ahead, paged); after
 * it, a delta of the rows updated since 5 s before the newest stored `updated`, plus the removals.
 * Everything is fetched and read before anything is written, and written in one transaction with
 * its change event: a failed or malformed page stores nothing, and the last good data stays.
 */
@Injectable()
export class CalendarSyncService {
  private readonly logger = new Logger(CalendarSyncService.name);

  constructor(
    private readonly prisma: PrismaService,
    private readonly leases: SyncLeaseRepository,
    private readonly writes: CatalystWritesRepository,
    private readonly companies: CompaniesRepository,
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
    const request = backfill ? backfillWindow(now) : { updatedSince: deltaStart(state.newestUpdated) };
    const rows = await this.fetchPages(endpoint, request, renew);
    const removed = backfill
      ? []
      : await this.fetchRemovals(endpoint, deltaStart(state.newestRemoval ?? state.newestUpdated), renew);
    const drafts = rows.map((row, index) => parseCatalyst(type, row, `${type} row ${index}`));
    const { profiles, fetched } = await this.profilesFor(drafts, renew);
    const records = drafts.map((draft) => toCatalystRecord(draft, profiles));

    const plan = await this.prisma.$transaction(
      async (tx) => {
        if (!(await this.leases.holdsLease(tx, claim))) throw new LeaseLostError(type);
        await this.companies.upsert(tx, fetched, now);
        const removals = removed.map((removal) => ({ id: catalystId(type, removal.id), updated: removal.updated }));
        const stored = await this.writes.stored(tx, [...records.map((record) => record.id), ...removals.map((r) => r.id)]);
        const plan = planUpsert(stored, records, removals);
        await this.writes.apply(tx, plan, new Date());
        if (plan.changedIds.length) await recordEvent(tx, Events.calendarChanged, { type, ids: plan.changedIds });
        const newestUpdated = newest(
          state.newestUpdated,
          records.map((record) => record.providerUpdated),
        );
        await this.leases.succeeded(tx, claim, {
          ...(backfill ? { backfilledAt: now } : {}),
          newestUpdated,
          // After a backfill, removals older than its newest row concern nothing stored.
          newestRemoval: newest(
            state.newestRemoval ?? (backfill ? newestUpdated : null),
            removed.map((r: RemovedRow) => r.updated),
          ),
        });
        return plan;
      },
      { timeout: STORE_TIMEOUT_MS, maxWait: STORE_TIMEOUT_MS },
    );
    if (plan.changedIds.length) this.events.nudge();
    if (backfill) await this.tidyAfterBackfill(type);
    syncMetrics.changes.inc({ calendar: type, kind: 'inserted' }, plan.inserts.length);
    syncMetrics.changes.inc({ calendar: type, kind: 'updated' }, plan.updates.length);
    syncMetrics.changes.inc({ calendar: type, kind: 'removed' }, plan.removals.length);
    const mode = backfill ? 'backfill' : 'delta';
    this.logger.log(
      `${type} ${mode}: ${rows.length} rows fetched, ${plan.inserts.length} new, ${plan.updates.length} changed, ${plan.removals.length} removed`,
    );
    return {
      kind: 'synced',
      mode,
      fetched: rows.length,
      inserted: plan.inserts.length,
      updated: plan.updates.length,
      removed: plan.removals.length,
    };
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

  /** The profiles of the catalysts' companies: those stored, and the missing ones from the provider. */
  private async profilesFor(drafts: readonly CatalystDraft[], renew: () => Promise<void>) {
    const tickers = [...new Set(drafts.flatMap((draft) => draft.tickers.slice(0, 1)))];
    const profiles = await this.companies.find(tickers);
    const missing = tickers.filter((ticker) => !profiles.has(ticker));
    const fetched = missing.length ? await fetchCompanyProfiles(this.source, missing, renew) : [];
    for (const profile of fetched) profiles.set(profile.ticker, profile);
    return { profiles, fetched };
  }
}

function newest(current: number | null, values: readonly number[]): number | null {
  return values.reduce<number | null>((max, value) => (max === null || value > max ? value : max), current);
}
