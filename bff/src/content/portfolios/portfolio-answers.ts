import { Injectable } from '@nestjs/common';
import type { PortfolioAccess } from '@mc/api/content';
import { allPortfolioSymbols, PORTFOLIOS, type Portfolio } from '@mc/proto/portfolios';
import { prepareAnswer, type PreparedAnswer } from '../../http/prepared-answer.js';
import { MarketData } from '../market/market-data.js';
import { toPortfolioDetail, toPortfolioSummary, type MarketJoin } from './portfolio-json.js';

interface Kept {
  join: MarketJoin;
  answer: PreparedAnswer;
}

const sameJoin = (a: MarketJoin, b: MarketJoin) =>
  a.quotes === b.quotes && a.companies === b.companies && a.catalysts === b.catalysts;

/**
 * The portfolio answers, serialized, hashed and compressed once per change of the data they join
 * (new quotes, new catalysts, new company profiles), so that serving one only writes bytes. One
 * join covers every portfolio: the quotes, profiles and next catalysts of all their symbols.
 */
@Injectable()
export class PortfolioAnswers {
  private readonly symbols = allPortfolioSymbols();
  private readonly kept = new Map<string, Kept>();

  constructor(private readonly market: MarketData) {}

  list(): Promise<PreparedAnswer> {
    return this.answer('list', (join) => ({ results: PORTFOLIOS.map((portfolio) => toPortfolioSummary(portfolio, join)) }));
  }

  detail(portfolio: Portfolio, access: PortfolioAccess): Promise<PreparedAnswer> {
    return this.answer(`${portfolio.slug}|${access}`, (join) => toPortfolioDetail(portfolio, join, access));
  }

  private async answer(key: string, build: (join: MarketJoin) => unknown): Promise<PreparedAnswer> {
    const join = await this.join();
    const kept = this.kept.get(key);
    if (kept && sameJoin(kept.join, join)) return kept.answer;
    const answer = prepareAnswer(build(join));
    this.kept.set(key, { join, answer });
    return answer;
  }

  private async join(): Promise<MarketJoin> {
    const [quotes, companies, catalysts] = await Promise.all([
      this.market.quotes(),
      this.market.companies(this.symbols),
      this.market.nextCatalysts(this.symbols),
    ]);
    return { quotes, companies, catalysts };
  }
}
