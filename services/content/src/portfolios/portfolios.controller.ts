import { Controller, Inject } from '@nestjs/common';
import { ContentService } from '@mc/proto';
import { RpcHandler } from '@mc/runtime';
import type { LoadReport } from '../loader/content-loader.service.js';
import { INITIAL_LOAD } from '../loader/loader.module.js';
import { toPortfolioMessage } from './portfolio.message.js';
import { PortfoliosRepository } from './portfolios.repository.js';

/** The curated portfolios of content/portfolios/, for the bff's `/api/portfolios/`, the sitemap and the page titles. */
@Controller()
export class PortfoliosController {
  constructor(
    private readonly portfolios: PortfoliosRepository,
    // Not read: asking for it makes Nest finish the start-up load before this controller exists.
    @Inject(INITIAL_LOAD) _loaded: LoadReport,
  ) {}

  @RpcHandler(ContentService.method.listPortfolios)
  async listPortfolios() {
    return { portfolios: (await this.portfolios.published()).map(toPortfolioMessage) };
  }
}
