import { Injectable } from '@nestjs/common';
import type { PortfolioAccess } from '@mc/api/content';
import type { Portfolio } from '@mc/proto';
import { prepareAnswer, type PreparedAnswer } from '../../http/prepared-answer.js';
import { MarketData } from '../market/market-data.js';
import { toPortfolioDetail, toPortfolioSummary, type MarketJoin } from './portfolio-json.js';
import { PublishedPortfolios, type PortfolioCatalog } from './published-portfolios.js';

interface Kept {
  catalog: PortfolioCatalog;
  join: MarketJoin;
  answer: PreparedAnswer;
}

const sameJoin = (a: MarketJoin, b: MarketJoin) =>
  a.quotes === b.quotes && a.companies === b.companies && a.catalysts === b.catalysts;

/**
 * The portfolio answers, serialized, hashed and compressed once per change of the portfolios or of
 * the data they join (new quotes, new catalysts, new company profiles), so that serving one only
 * writes bytes. One join covers every portfolio: the quotes, profiles and next catalysts of all
 * their tickers.
 */
@Injectable()
export class PortfolioAnswers {
  private readonly kept = new Map<string, Kept>();

  constructor(
    private readonly portfolios: PublishedPortfolios,
    private readonly market: MarketData,
  ) {}

  async list(): Promise<PreparedAnswer> {
    const catalog = await this.portfolios.required();
    return this.answer(catalog, 'list', (join) => ({
      results: catalog.portfolios.map((portfolio) => toPortfolioSummary(portfolio, join)),
    }));
  }

  /** Undefined for a slug that names no portfolio. */
  async detail(slug: string, access: PortfolioAccess): Promise<PreparedAnswer | undefined> {
    const catalog = await this.portfolios.required();
    const portfolio: Portfolio | undefined = catalog.bySlug.get(slug);
    if (!portfolio) return undefined;
    return this.answer(catalog, `${slug}|${access}`, (join) => toPortfolioDetail(portfolio, join, access));
  }

  private async answer(catalog: PortfolioCatalog, key: string, build: (join: MarketJoin) => unknown): Promise<PreparedAnswer> {
    const join = await this.join(catalog);
    const kept = this.kept.get(key);
    if (kept && kept.catalog === catalog && sameJoin(kept.join, join)) return kept.answer;
    const answer = prepareAnswer(build(join));
    this.kept.set(key, { catalog, join, answer });
    return answer;
  }

  private async join(catalog: PortfolioCatalog): Promise<MarketJoin> {
    const [quotes, companies, catalysts] = await Promise.all([
      this.market.quotes(),
      this.market.companies(catalog.tickers),
      this.market.nextCatalysts(catalog.tickers),
    ]);
    return { quotes, companies, catalysts };
  }
}
