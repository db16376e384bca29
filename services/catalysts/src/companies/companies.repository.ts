import { Injectable } from '@nestjs/common';
import type { GicsSectorKey } from '@mc/proto/gics-sectors';
import type { CompanyProfile } from '../catalysts/company-profile.js';
import type { Company, Prisma } from '../generated/prisma/client.js';
import { escapeLike } from '../prisma/like-pattern.js';
import { PrismaService } from '../prisma/prisma.service.js';

type Db = Prisma.TransactionClient | PrismaService;

/** Changes of sector or market cap copied onto catalysts, by calendar type. */
export type CopiedProfiles = Map<string, string[]>;

/** The advisory lock of the company profiles: see lockProfiles. */
const PROFILES_LOCK = 'catalysts:company-profiles';

@Injectable()
export class CompaniesRepository {
  constructor(private readonly prisma: PrismaService) {}

  /**
   * Holds the company profiles until the transaction ends: `shared` for a sync's part (syncs of
   * several calendars write side by side), exclusive for the refresh that copies every profile onto
   * the catalysts. So a sync never writes rows from profiles the refresh has replaced meanwhile, and
   * the refresh's one UPDATE of every catalyst never meets a sync's rows locked in another order.
   */
  async lockProfiles(tx: Prisma.TransactionClient, mode: 'shared' | 'exclusive'): Promise<void> {
    if (mode === 'shared') await tx.$executeRaw`SELECT pg_advisory_xact_lock_shared(hashtext(${PROFILES_LOCK}))`;
    else await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${PROFILES_LOCK}))`;
  }

  async find(tickers: readonly string[], db: Db = this.prisma): Promise<Map<string, CompanyProfile>> {
    if (tickers.length === 0) return new Map();
    const rows = await db.company.findMany({ where: { ticker: { in: [...tickers] } } });
    return new Map(rows.map((row) => [row.ticker, profileOf(row)]));
  }

  list(tickers: readonly string[]): Promise<Company[]> {
    return this.prisma.company.findMany({ where: { ticker: { in: [...tickers] } }, orderBy: { ticker: 'asc' } });
  }

  /**
   * Companies whose ticker, or a word of whose name, starts with `query` (any case), best first: the
   * ticker itself, tickers that start with it (shortest first), then names (largest market cap first).
   * A name's words are split as the catalysts' `search_text` splits them ("Coca-Cola" is one word).
   */
  search(query: string, limit: number): Promise<Company[]> {
    const ticker = query.toUpperCase();
    const tickerPrefix = `${escapeLike(ticker)}%`;
    const namePrefix = `% ${escapeLike(query.toLowerCase())}%`;
    return this.prisma.$queryRaw<Company[]>`
      SELECT ticker, name, exchange, sector, industry, market_cap AS "marketCap",
             shares_outstanding AS "sharesOutstanding", fetched_at AS "fetchedAt"
      FROM companies
      WHERE ticker LIKE ${tickerPrefix}
         OR ' ' || regexp_replace(lower(name), '[^[:alnum:]&.''-]+', ' ', 'g') LIKE ${namePrefix}
      ORDER BY ticker = ${ticker} DESC, ticker LIKE ${tickerPrefix} DESC,
               CASE WHEN ticker LIKE ${tickerPrefix} THEN length(ticker) END, market_cap DESC NULLS LAST, ticker
      LIMIT ${limit}`;
  }

  async upsert(tx: Prisma.TransactionClient, profiles: readonly CompanyProfile[], fetchedAt: Date): Promise<void> {
    // In symbol order: syncs of several calendars store the same companies at once, and rows
    // locked in one order by every transaction cannot deadlock.
    const ordered = [...profiles].sort((a, b) => (a.ticker < b.ticker ? -1 : a.ticker > b.ticker ? 1 : 0));
    for (const profile of ordered) {
      const data = { ...profile, fetchedAt };
      await tx.company.upsert({ where: { ticker: profile.ticker }, create: data, update: data });
    }
  }

  /**
   * Copies every company's sector and market cap onto its live catalysts where they differ, and
   * says which catalysts changed (by type) so that the change events can name them.
   */
  async copyOntoCatalysts(tx: Prisma.TransactionClient, now: Date): Promise<CopiedProfiles> {
    const rows = await tx.$queryRaw<{ id: string; type: string }[]>`
      UPDATE catalysts AS c SET sector = co.sector, market_cap = co.market_cap, updated_at = ${now}
      FROM companies AS co
      WHERE c.ticker = co.ticker AND c.removed_at IS NULL
        AND (c.sector IS DISTINCT FROM co.sector OR c.market_cap IS DISTINCT FROM co.market_cap)
      RETURNING c.id, c.type::text AS type`;
    const byType: CopiedProfiles = new Map();
    for (const row of rows) byType.set(row.type, [...(byType.get(row.type) ?? []), row.id]);
    return byType;
  }
}

function profileOf(row: Company): CompanyProfile {
  return {
    ticker: row.ticker,
    name: row.name,
    exchange: row.exchange,
    sector: row.sector as GicsSectorKey | null,
    industry: row.industry,
    marketCap: row.marketCap,
    sharesOutstanding: row.sharesOutstanding,
  };
}
