import { Injectable } from '@nestjs/common';
import { matchSiteRoute } from '@mc/api/site-routes';
import { PublishedPortfolios } from '../portfolios/published-portfolios.js';
import { PublishedContent } from './published-content.js';

/**
 * The HTTP status of a page load: 200 for a screen of the app, 404 for a path that is no route and
 * for an unknown slug under a content or portfolio route (the app shows its not-found view; search
 * engines and monitors see the 404). When the content service cannot say, the page is given the
 * benefit of the doubt.
 */
@Injectable()
export class ScreenStatus {
  constructor(
    private readonly published: PublishedContent,
    private readonly portfolios: PublishedPortfolios,
  ) {}

  async of(url: string): Promise<200 | 404> {
    const path = url.split('?')[0];
    const match = matchSiteRoute(path);
    if (!match) return 404;
    switch (match.route.param) {
      case 'portfolio': {
        const catalog = await this.portfolios.catalog();
        if (!catalog) return 200;
        return catalog.bySlug.has(match.params.slug) ? 200 : 404;
      }
      case 'article':
      case 'watch-list-post': {
        const index = await this.published.index();
        if (!index) return 200;
        const route = match.route.path.replace(/\/:slug$/, '');
        return index.paths.has(`${route}/${match.params.slug}`.toLowerCase()) ? 200 : 404;
      }
      default:
        return 200;
    }
  }
}
