import { Injectable } from '@nestjs/common';
import { CatalystsService, QuotesService, type Company, type DelayedQuote } from '@mc/proto';
import { timestampDate } from '@bufbuild/protobuf/wkt';
import type { NextCatalyst } from '@mc/api/content';
import { dayIn } from '@mc/market-time';
import { ServiceClients } from '../../clients/service-clients.js';
import { unwrap } from '../../http/outcome.js';
import { takeFirstPerTicker } from './next-catalysts.js';
import { TtlCache } from './ttl-cache.js';

export interface QuotesView {
  bySymbol: ReadonlyMap<string, DelayedQuote>;
  /** ISO 8601 of the last successful refresh, or null. */
  asOf: string | null;
  stale: boolean;
}

/** The quotes service refreshes every 5 minutes; reading it twice a minute keeps pages as fresh as the tape. */
const QUOTES_TTL_MS = 30_000;
/**
 * Calendars sync every 10 minutes and company profiles daily, but a catalysts service that has just
 * started fills both in minutes: a minute keeps new data from waiting long, for one query a minute.
 */
const CATALYSTS_TTL_MS = 60_000;
const COMPANIES_TTL_MS = 60_000;
/** How long an unavailable service is not asked again. */
const RETRY_MS = 15_000;
/** How far ahead "next catalyst" looks: two earnings seasons. */
const LOOKAHEAD_DAYS = 180;
const PAGE = 1000;
const MAX_PAGES = 10;
const TIME_ZONE = 'America/New_York';

const EMPTY_QUOTES: QuotesView = { bySymbol: new Map(), asOf: null, stale: true };

/** The cache key of a list of symbols, worked out once per list (portfolios ask with the same list every time). */
const keys = new WeakMap<readonly string[], string>();
function keyOf(symbols: readonly string[]): string {
  let key = keys.get(symbols);
  if (key === undefined) keys.set(symbols, (key = [...new Set(symbols)].sort().join(',')));
  return key;
}

/**
 * What portfolios and watch-list posts join to their tickers, from the services that own it:
 * delayed quotes (quotes), company profiles (catalysts' companies: name, sector, market cap) and
 * each ticker's next catalyst (catalysts' calendars). Held briefly in memory; a service that is
 * away leaves its part missing (null in the answers), never an error page.
 */
@Injectable()
export class MarketData {
  private readonly quotesCache = new TtlCache<QuotesView>('delayed quotes', QUOTES_TTL_MS, RETRY_MS);
  private readonly companiesCache = new TtlCache<ReadonlyMap<string, Company>>('company profiles', COMPANIES_TTL_MS, RETRY_MS);
  private readonly catalystsCache = new TtlCache<ReadonlyMap<string, NextCatalyst>>('next catalysts', CATALYSTS_TTL_MS, RETRY_MS);

  constructor(private readonly services: ServiceClients) {}

  quotes(): Promise<QuotesView> {
    return this.quotesCache.get(
      'all',
      () => this.loadQuotes(),
      () => EMPTY_QUOTES,
    );
  }

  companies(symbols: readonly string[]): Promise<ReadonlyMap<string, Company>> {
    return this.companiesCache.get(
      keyOf(symbols),
      () => this.loadCompanies(symbols),
      () => new Map(),
    );
  }

  nextCatalysts(symbols: readonly string[], now = new Date()): Promise<ReadonlyMap<string, NextCatalyst>> {
    return this.catalystsCache.get(
      keyOf(symbols),
      () => this.loadNextCatalysts(symbols, now),
      () => new Map(),
    );
  }

  private async loadQuotes(): Promise<QuotesView> {
    const reply = await this.services.quotes.call(QuotesService.method.listDelayedQuotes, {});
    return {
      bySymbol: new Map(reply.quotes.map((quote) => [quote.symbol, quote])),
      asOf: reply.asOf ? timestampDate(reply.asOf).toISOString() : null,
      stale: reply.stale,
    };
  }

  private async loadCompanies(symbols: readonly string[]): Promise<ReadonlyMap<string, Company>> {
    const reply = await this.services.catalysts.call(CatalystsService.method.listCompanies, { tickers: [...new Set(symbols)] });
    return new Map(unwrap(reply.outcome).companies.map((company) => [company.ticker, company]));
  }

  private async loadNextCatalysts(symbols: readonly string[], now: Date): Promise<ReadonlyMap<string, NextCatalyst>> {
    const wanted = new Set(symbols);
    const found = new Map<string, NextCatalyst>();
    const dateFrom = dayIn(now, TIME_ZONE);
    const dateTo = dayIn(now.getTime() + LOOKAHEAD_DAYS * 86_400_000, TIME_ZONE);
    for (let page = 0; page < MAX_PAGES; page++) {
      const reply = await this.services.catalysts.call(CatalystsService.method.queryCatalysts, {
        tickers: [...wanted],
        dateFrom,
        dateTo,
        timeZone: TIME_ZONE,
        ordering: 'date',
        offset: page * PAGE,
        limit: PAGE,
      });
      const { count, catalysts } = unwrap(reply.outcome);
      if (takeFirstPerTicker(found, catalysts, wanted) || (page + 1) * PAGE >= count) break;
    }
    return found;
  }
}
