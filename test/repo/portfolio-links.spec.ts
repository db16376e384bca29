import { fileURLToPath } from 'node:url';
import { compileContentFolder } from '../../services/content/src/files/content-folder.js';
import { portfolioLinks } from '../../web/src/navigation/site-links.js';

const CONTENT_DIR = fileURLToPath(new URL('../../content', import.meta.url));
const PORTFOLIO_LINK = /^\/invest\/portfolios\/([^/]+)$/;

/**
 * The portfolios are content (content/portfolios/), the menus' links to them are the app's words
 * (docs/decisions.md, "Portfolios as content"): a portfolio without a menu link, or a link to none,
 * fails here rather than on the site.
 */
describe('the portfolio menu', () => {
  it('links every published portfolio, in the portfolios’ order, and nothing else', async () => {
    const { portfolios, problems } = await compileContentFolder(CONTENT_DIR, new Date().toISOString().slice(0, 10));
    expect(problems).toEqual([]);
    const linked = portfolioLinks.flatMap((link) => PORTFOLIO_LINK.exec(link.to)?.[1] ?? []);
    expect(linked).toEqual(portfolios.map((portfolio) => portfolio.slug));
  });
});
