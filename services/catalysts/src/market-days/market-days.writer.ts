import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { Events } from '@mc/proto';
import { recordEvent, ServiceEventBus } from '@mc/runtime';
import { toCatalystRecord, type CatalystRecord } from '../catalysts/catalyst-record.js';
import { Prisma } from '../generated/prisma/client.js';
import { PrismaService } from '../prisma/prisma.service.js';
import { marketDayDrafts } from './market-days.js';

/** Where the market calendar's days come from, for the row's source line. */
export const MARKET_DAYS_SOURCE = 'NYSE and Nasdaq';

/**
 * Writes the market calendar into the catalysts table at start-up, so that it is paged, filtered,
 * ordered and combined with the other calendars by the same query. Idempotent and safe on replicas
 * that start together: an unchanged row is left alone (its fingerprint), a row the table no longer
 * has is marked removed, and one change event names what changed.
 */
@Injectable()
export class MarketDaysWriter implements OnApplicationBootstrap {
  private readonly logger = new Logger(MarketDaysWriter.name);

  constructor(
    private readonly prisma: PrismaService,
    private readonly events: ServiceEventBus,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const records = marketDayDrafts().map((draft) => ({ ...toCatalystRecord(draft, new Map()), source: MARKET_DAYS_SOURCE }));
    const changed = await this.prisma.$transaction(async (tx) => {
      const now = new Date();
      const written = await tx.$queryRaw<{ id: string }[]>(upsertQuery(records, now));
      const removed = await tx.$queryRaw<{ id: string }[]>`
        UPDATE catalysts SET removed_at = ${now}, updated_at = ${now}
        WHERE type = 'market' AND removed_at IS NULL AND NOT (id = ANY(${records.map((record) => record.id)}))
        RETURNING id`;
      const ids = [...written, ...removed].map((row) => row.id);
      if (ids.length) await recordEvent(tx, Events.calendarChanged, { type: 'market', ids });
      return ids.length;
    });
    if (changed) this.events.nudge();
    this.logger.log(`market calendar: ${records.length} days, ${changed} written or removed`);
  }
}

/** Insert every row; overwrite a stored one only when it differs (its fingerprint) or was removed. RETURNING names those. */
function upsertQuery(records: readonly CatalystRecord[], now: Date): Prisma.Sql {
  const values = records.map(
    (record) => Prisma.sql`(${record.id}, 'market'::calendar_type, ${record.providerId}, ${record.tickers}::text[], NULL,
      NULL, ${record.title}, ${record.date}::date, NULL, NULL, ${record.session}::session,
      ${record.dateStatus}::date_status, ${record.datePrecision}::date_precision, NULL, ${record.importance},
      NULL, NULL, ${JSON.stringify(record.details)}::jsonb, ${record.source}, ${record.sourceUrl}, ${record.searchText},
      ${record.fingerprint}, ${record.providerUpdated}, 1, ${now}, ${now}, NULL)`,
  );
  return Prisma.sql`
    INSERT INTO catalysts (id, type, provider_id, tickers, ticker, company, title, date, time, starts_at, session,
      date_status, date_precision, date_label, importance, sector, market_cap, details, source, source_url,
      search_text, fingerprint, provider_updated, revision, first_seen_at, updated_at, removed_at)
    VALUES ${Prisma.join(values)}
    ON CONFLICT (id) DO UPDATE SET
      title = EXCLUDED.title, session = EXCLUDED.session, importance = EXCLUDED.importance, details = EXCLUDED.details,
      source = EXCLUDED.source, source_url = EXCLUDED.source_url, search_text = EXCLUDED.search_text,
      fingerprint = EXCLUDED.fingerprint, updated_at = EXCLUDED.updated_at, removed_at = NULL
    WHERE catalysts.fingerprint IS DISTINCT FROM EXCLUDED.fingerprint OR catalysts.removed_at IS NOT NULL
    RETURNING id`;
}
