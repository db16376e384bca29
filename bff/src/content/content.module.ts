import { Module } from '@nestjs/common';
import { ArticlesController } from './articles.controller.js';
import { ContactController } from './contact.controller.js';
import { ContentSource } from './content-source.js';
import { GuidesController } from './guides.controller.js';
import { MarketData } from './market/market-data.js';
import { PagesController } from './pages.controller.js';
import { PortfolioAnswers } from './portfolios/portfolio-answers.js';
import { PortfoliosController } from './portfolios/portfolios.controller.js';
import { PublishedPortfolios } from './portfolios/published-portfolios.js';
import { PublishedContent } from './site/published-content.js';
import { ScreenStatus } from './site/screen-status.js';
import { SiteFilesController } from './site/site-files.controller.js';
import { WatchListsController } from './watch-lists.controller.js';

/**
 * Portfolios, editorial content and the contact form (issue 9), the sitemap, robots.txt and the
 * articles' feed, and ScreenStatus, which tells the web app's page loads a 404 from a 200. MarketData
 * (quotes, company profiles, next catalysts) is shared with the company API.
 */
@Module({
  controllers: [
    PortfoliosController,
    ArticlesController,
    GuidesController,
    PagesController,
    WatchListsController,
    ContactController,
    SiteFilesController,
  ],
  providers: [ContentSource, MarketData, PortfolioAnswers, PublishedContent, PublishedPortfolios, ScreenStatus],
  exports: [ScreenStatus, MarketData, PublishedPortfolios],
})
export class ContentModule {}
