import { Controller, Get, Inject, Res } from '@nestjs/common';
import { SITE_ROUTES } from '@mc/api/site-routes';
import type { FastifyReply } from 'fastify';
import { BFF_ENV, type BffEnv } from '../../config/env.js';
import { portfolioPath } from '../portfolios/portfolio-json.js';
import { atomFeed, FEED_PATH } from './atom-feed.js';
import { PublishedPortfolios } from '../portfolios/published-portfolios.js';
import { PublishedContent } from './published-content.js';
import { robotsTxt } from './robots.js';
import { sendDocument } from './site-document.js';
import { sitemapXml } from './sitemap.js';

/** /sitemap.xml, /robots.txt and the Atom feed of the articles, with absolute links under SITE_URL. */
@Controller()
export class SiteFilesController {
  constructor(
    @Inject(BFF_ENV) private readonly config: BffEnv,
    private readonly published: PublishedContent,
    private readonly portfolios: PublishedPortfolios,
  ) {}

  @Get('sitemap.xml')
  async sitemap(@Res() reply: FastifyReply) {
    const [content, portfolios] = await Promise.all([this.published.index(), this.portfolios.catalog()]);
    const xml = sitemapXml({
      site: this.config.SITE_URL,
      routes: SITE_ROUTES,
      extraPaths: (portfolios?.portfolios ?? []).map((portfolio) => portfolioPath(portfolio.slug)),
      content,
    });
    return sendDocument(reply, xml, 'application/xml; charset=utf-8');
  }

  @Get('robots.txt')
  robots(@Res() reply: FastifyReply) {
    return sendDocument(reply, robotsTxt(this.config.SITE_URL), 'text/plain; charset=utf-8');
  }

  @Get(FEED_PATH.slice(1))
  async feed(@Res() reply: FastifyReply) {
    const index = await this.published.index();
    // Without the content service there is no honest feed to give.
    if (!index) return reply.status(503).header('retry-after', '5').send({ detail: 'Service temporarily unavailable.' });
    const articles = index.items.filter((item) => item.kind === 'article');
    return sendDocument(reply, atomFeed(this.config.SITE_URL, articles, index.updatedAt), 'application/atom+xml; charset=utf-8');
  }
}
