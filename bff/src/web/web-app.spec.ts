import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import type { BffEnv } from '../config/env.js';
import type { PublishedContent } from '../content/site/published-content.js';
import type { PublishedPortfolios } from '../content/portfolios/published-portfolios.js';
import { ScreenStatus } from '../content/site/screen-status.js';
import { registerStaticAssets } from './static-assets.js';
import { WebApp } from './web-app.js';

/** The shell as Vite builds it from web/index.html: one generic title and description for every page. */
const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Stock-market catalyst calendars, curated portfolios, watch lists and market data for traders."
    />
    <title>Market Catalysts</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

describe('the HTML shell of a page load', () => {
  let dist: string;
  let fastify: FastifyInstance;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'web-shell-'));
    writeFileSync(join(dist, 'index.html'), SHELL);
    const config = { WEB_DIST: dist, SITE_URL: 'https://marketcatalysts.example' } as BffEnv;
    // No content service: only article, watch-list and portfolio slugs ask it, and none is loaded here.
    const webApp = new WebApp(
      config,
      new ScreenStatus(
        { index: async () => undefined } as unknown as PublishedContent,
        { catalog: async () => undefined } as unknown as PublishedPortfolios,
      ),
    );
    fastify = Fastify();
    await registerStaticAssets(fastify, dist);
    // As in the bff, a path that is no file nor API route is the app's (ApiExceptionFilter.notFound).
    fastify.setNotFoundHandler((_request, reply) => webApp.sendIndex(reply));
    await fastify.ready();
  });
  afterAll(async () => {
    await fastify.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const head = async (url: string) => {
    const response = await fastify.inject({ method: 'GET', url });
    return { status: response.statusCode, html: response.body.slice(0, response.body.indexOf('</head>')) };
  };

  it('names the page in the title, description, canonical link and Open Graph tags', async () => {
    const { status, html } = await head('/Pricing/?ref=newsletter');
    expect(status).toBe(200);
    expect(html).toContain('<title>Pricing · Market Catalysts</title>');
    const description =
      'Market Catalysts plans, monthly or yearly, with a 7-day free trial: every catalyst calendar, portfolio and watch list.';
    expect(html).toContain(`<meta name="description" content="${description}" />`);
    expect(html).toContain('<link rel="canonical" href="https://marketcatalysts.example/pricing" />');
    expect(html).toContain('<meta property="og:title" content="Pricing" />');
    expect(html).toContain(`<meta property="og:description" content="${description}" />`);
    expect(html).toContain('<meta property="og:url" content="https://marketcatalysts.example/pricing" />');
    // The shell's generic description is replaced, not repeated.
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).not.toContain('Stock-market catalyst calendars, curated portfolios');
  });

  it('names the home page at /', async () => {
    const { status, html } = await head('/');
    expect(status).toBe(200);
    expect(html).toContain('<title>Stock market catalyst calendars for traders · Market Catalysts</title>');
    expect(html).toContain('<link rel="canonical" href="https://marketcatalysts.example/" />');
  });

  it('writes a company’s ticker in capitals, and escapes what the address carries', async () => {
    expect((await head('/company/aapl')).html).toContain('<title>AAPL catalysts and quote · Market Catalysts</title>');
    const { status, html } = await head('/company/%22%3E%3Cscript%3E');
    expect(status).toBe(200);
    expect(html).toContain('<title>&quot;&gt;&lt;SCRIPT&gt; catalysts and quote · Market Catalysts</title>');
    expect(html).toContain('href="https://marketcatalysts.example/company/%22%3E%3CSCRIPT%3E"');
    expect(html).not.toContain('<SCRIPT>');
  });

  it('names a path that is no page "Page not found", with status 404', async () => {
    const { status, html } = await head('/no-such-page');
    expect(status).toBe(404);
    expect(html).toContain('<title>Page not found · Market Catalysts</title>');
    expect(html).toContain('<meta property="og:title" content="Page not found" />');
  });
});
