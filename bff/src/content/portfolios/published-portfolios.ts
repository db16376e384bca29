import { Injectable } from '@nestjs/common';
import { ContentService, type Portfolio } from '@mc/proto';
import { ServiceUnavailableError } from '@mc/runtime';
import { ServiceClients } from '../../clients/service-clients.js';
import { TtlCache } from '../market/ttl-cache.js';

export interface PortfolioCatalog {
  /** In display order: the flagship first, then the sector portfolios. */
  portfolios: readonly Portfolio[];
  bySlug: ReadonlyMap<string, Portfolio>;
  /** Every member's ticker once, in the portfolios' order: what the answers join quotes and catalysts to. */
  tickers: readonly string[];
}

/**
 * Portfolios change only when the content service loads its folder (at its start), and no event says
 * so: a minute old is fresh enough, and one ListPortfolios a minute costs nothing.
 */
const TTL_MS = 60_000;
/** How long an unavailable content service is not asked again. */
const RETRY_MS = 10_000;

/**
 * The curated portfolios, owned by the content service (content/portfolios/) and kept here briefly.
 * `catalog()` is undefined while content has not answered; `required()` makes that a 503.
 */
@Injectable()
export class PublishedPortfolios {
  private readonly cache = new TtlCache<PortfolioCatalog | undefined>('the portfolios', TTL_MS, RETRY_MS);

  constructor(private readonly services: ServiceClients) {}

  catalog(): Promise<PortfolioCatalog | undefined> {
    return this.cache.get(
      'all',
      () => this.load(),
      () => undefined,
    );
  }

  async required(): Promise<PortfolioCatalog> {
    const catalog = await this.catalog();
    if (!catalog) throw new ServiceUnavailableError('the content service has not told the portfolios');
    return catalog;
  }

  private async load(): Promise<PortfolioCatalog> {
    const { portfolios } = await this.services.content.call(ContentService.method.listPortfolios, {});
    return {
      portfolios,
      bySlug: new Map(portfolios.map((portfolio) => [portfolio.slug, portfolio])),
      tickers: [...new Set(portfolios.flatMap((portfolio) => portfolio.members.map((member) => member.ticker)))],
    };
  }
}
