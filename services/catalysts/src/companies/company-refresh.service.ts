import { Inject, Injectable, Logger } from '@nestjs/common';
import { Events } from '@mc/proto';
import { ProviderError, recordEvent, ServiceEventBus } from '@mc/runtime';
import { PrismaService } from '../prisma/prisma.service.js';
import { CALENDAR_SOURCE, type CalendarSource } from '../provider/calendar-provider.client.js';
import { CatalystWritesRepository } from '../sync/catalyst-writes.repository.js';
import { LeaseLostError } from '../sync/lease-lost.error.js';
import { SyncLeaseRepository } from '../sync/sync-lease.repository.js';
import { syncMetrics } from '../sync/sync-metrics.js';
import { CompaniesRepository } from './companies.repository.js';
import { fetchCompanyProfiles } from './company-profiles.js';

/** The sync-state name of the company profile refresh. */
export const COMPANIES = 'companies';

export type CompanyRefreshOutcome = { kind: 'refreshed'; companies: number; catalysts: number } | { kind: 'skipped' };

/**
 * Fetches the profile of every company a live catalyst names (market caps move every day) and
 * copies sector and market cap onto the catalysts; each calendar whose rows changed gets its
 * change event. Holds its own lease, like a calendar sync.
 */
@Injectable()
export class CompanyRefreshService {
  private readonly logger = new Logger(CompanyRefreshService.name);

  constructor(
    private readonly prisma: PrismaService,
    private readonly leases: SyncLeaseRepository,
    private readonly writes: CatalystWritesRepository,
    private readonly companies: CompaniesRepository,
    private readonly events: ServiceEventBus,
    @Inject(CALENDAR_SOURCE) private readonly source: CalendarSource,
  ) {}

  async refresh(): Promise<CompanyRefreshOutcome> {
    const claim = await this.leases.claim(COMPANIES);
    if (!claim) {
      syncMetrics.skipped.inc({ calendar: COMPANIES });
      return { kind: 'skipped' };
    }
    try {
      const tickers = await this.writes.tickers(this.prisma);
      const profiles = await fetchCompanyProfiles(this.source, tickers, async () => {
        if (!(await this.leases.renew(claim))) throw new LeaseLostError(COMPANIES);
      });
      const copied = await this.prisma.$transaction(
        async (tx) => {
          if (!(await this.leases.holdsLease(tx, claim))) throw new LeaseLostError(COMPANIES);
          await this.companies.lockProfiles(tx, 'exclusive');
          const now = new Date();
          await this.companies.upsert(tx, profiles, now);
          const copied = await this.companies.copyOntoCatalysts(tx, now);
          for (const [type, ids] of copied) await recordEvent(tx, Events.calendarChanged, { type, ids });
          await this.leases.succeeded(tx, claim, { newestUpdated: null, newestRemoval: null });
          return copied;
        },
        { timeout: 120_000, maxWait: 120_000 },
      );
      const catalysts = [...copied.values()].reduce((sum, ids) => sum + ids.length, 0);
      if (catalysts) this.events.nudge();
      this.logger.log(`company profiles: ${profiles.length} of ${tickers.length} fetched, ${catalysts} catalysts updated`);
      return { kind: 'refreshed', companies: profiles.length, catalysts };
    } catch (error) {
      const reason = error instanceof ProviderError ? error.reason : error instanceof LeaseLostError ? 'lease_lost' : 'internal';
      syncMetrics.failures.inc({ calendar: COMPANIES, reason });
      this.logger.warn(`company profile refresh failed (${reason}): ${(error as Error).message}`);
      await this.leases.failed(claim, (error as Error).message).catch(() => undefined);
      throw error;
    }
  }
}
