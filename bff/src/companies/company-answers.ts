import { Injectable } from '@nestjs/common';
import { DEFAULT_TIME_ZONE, type CalendarAccess, type CalendarRow } from '@mc/api/calendars';
import type { CompanyDetail, CompanySearchAnswer, ReactionHistory } from '@mc/api';
import type { ReactionType } from '@mc/api/companies';
import { CatalystsService, type Catalyst, type Company } from '@mc/proto';
import { addDays, dayIn } from '@mc/market-time';
import { ServiceClients } from '../clients/service-clients.js';
import { unwrap } from '../http/outcome.js';
import { MarketData } from '../content/market/market-data.js';
import { toCompanyDetail } from './company-json.js';
import { toReactionHistory } from './reaction-history.js';
import { COMPANY_SUGGESTIONS } from './company-search.schema.js';

/** How far the company's catalysts reach: a quarter back (its last results), two earnings seasons ahead. */
export const RECENT_DAYS = 90;
export const UPCOMING_DAYS = 180;
/** One page is plenty: a company has a few dozen catalysts in nine months, not a thousand. */
const MAX_CATALYSTS = 1000;

/**
 * A company's answer, joined from the catalysts service (its profile, its catalysts) and the tape's
 * quotes (MarketData, shared with portfolios). The profile is asked directly, not through a cache
 * with a fallback: whether the ticker exists (else 404) must not be decided while the service is away.
 */
@Injectable()
export class CompanyAnswers {
  constructor(
    private readonly services: ServiceClients,
    private readonly market: MarketData,
  ) {}

  /** The answer for `ticker` (upper case), or null when the catalysts service knows no such company. */
  async detail(ticker: string, access: CalendarAccess, now = new Date()): Promise<CompanyDetail<CalendarRow> | null> {
    const today = dayIn(now, DEFAULT_TIME_ZONE);
    const [company, quotes, catalysts] = await Promise.all([
      this.company(ticker),
      this.market.quotes(),
      this.catalysts(ticker, today),
    ]);
    if (!company) return null;
    return toCompanyDetail({ company, quotes, catalysts }, access, today, now);
  }

  /**
   * `ticker`'s last reactions to `type` (earnings reports or FDA decisions), with their summary; null
   * when the catalysts service knows no such company.
   */
  async reactions(ticker: string, type: ReactionType): Promise<ReactionHistory | null> {
    const [company, reply] = await Promise.all([
      this.company(ticker),
      this.services.catalysts.call(CatalystsService.method.listReactions, { ticker, type }),
    ]);
    if (!company) return null;
    return toReactionHistory(ticker, type, unwrap(reply.outcome));
  }

  /** The header search's suggestions for `search` (trimmed, not blank): the catalysts service's best matches. */
  async search(search: string): Promise<CompanySearchAnswer> {
    const reply = await this.services.catalysts.call(CatalystsService.method.searchCompanies, {
      query: search,
      limit: COMPANY_SUGGESTIONS,
    });
    return { results: unwrap(reply.outcome).companies.map(({ ticker, name }) => ({ ticker, name })) };
  }

  private async company(ticker: string): Promise<Company | undefined> {
    const reply = await this.services.catalysts.call(CatalystsService.method.listCompanies, { tickers: [ticker] });
    return unwrap(reply.outcome).companies.find((company) => company.ticker === ticker);
  }

  private async catalysts(ticker: string, today: string): Promise<Catalyst[]> {
    const reply = await this.services.catalysts.call(CatalystsService.method.queryCatalysts, {
      tickers: [ticker],
      dateFrom: addDays(today, -RECENT_DAYS),
      dateTo: addDays(today, UPCOMING_DAYS),
      timeZone: DEFAULT_TIME_ZONE,
      ordering: 'date',
      offset: 0,
      limit: MAX_CATALYSTS,
    });
    return unwrap(reply.outcome).catalysts;
  }
}
