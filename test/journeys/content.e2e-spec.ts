import type { Page } from 'playwright-core';
import { poll } from '@mc/runtime/testing';
import { api, mailUrl, signedInAccount, uniqueName } from '../support/api.js';
import { openBrowser, type BrowserSession } from '../support/browser.js';
import { browserCard, freshVisaNumber } from '../support/cards.js';
import { listMail, readMail } from '../emulators/mail/mail-client.js';

/**
 * The portfolio and content screens in Chromium, through bff → NATS → content, quotes and catalysts:
 * the layout's links, the flagship portfolio for a visitor and a subscriber, a guide, an article and
 * the contact form, whose mail arrives in the stack's mail emulator.
 */
const journey = (name: string, run: () => Promise<void>) => it(name, run, 120_000);
const FLAGSHIP_PATH = '/invest/portfolios/market-catalysts-flagship-stocks';
const NOT_FOUND = '404 - Page Not Found';

/** The screen's heading once it has loaded what it shows (content screens draw theirs after the API answers). */
async function settledHeading(page: Page): Promise<string> {
  // Only the loading state: an empty state (a calendar week without events) is also a status, and it stays.
  await page.locator('main .load-state--loading, main .page-loading').first().waitFor({ state: 'detached' });
  const heading = page.locator('main h1').first();
  await heading.waitFor();
  return heading.innerText();
}

/** A subscriber in a trial, made through the API as the register form makes one. */
async function trialingSubscriber(): Promise<string> {
  const subscriber = await signedInAccount();
  const plans = (await api<{ plans: { id: number; stripe_price_id: string }[] }>('GET', '/api/get-plans/')).body.plans;
  const monthly = plans.find((plan) => plan.id === 5)!;
  const created = await api<{ subscription: { status: string } }>('POST', '/api/create-subscription/', {
    token: subscriber.token,
    body: { payment_method_id: await browserCard(freshVisaNumber()), price_id: monthly.stripe_price_id, promotion_code: '' },
  });
  expect(created).toMatchObject({ status: 200, body: { subscription: { status: 'trialing' } } });
  return subscriber.token;
}

const flagshipRows = (page: Page) => page.locator('table.portfolio-table tbody tr');

describe('portfolio and content screens in the browser', () => {
  let session: BrowserSession;

  beforeEach(async () => {
    session = await openBrowser();
  });
  afterEach(async () => {
    await session.close();
  });

  // About 55 full page loads: longer than one journey.
  it('every link of the header menus, the secondary header and the footer leads to a built page', async () => {
    const { page } = session;
    await page.goto('/');
    await page.locator('footer.site-footer').waitFor();
    const links = page.locator('header.site-header a, nav.secondary-header a, footer.site-footer a');
    const all = await Promise.all(
      Array.from({ length: await links.count() }, (_, index) => links.nth(index).getAttribute('href')),
    );
    // In-app links only (the social profiles are other sites).
    const hrefs = [...new Set(all.filter((href): href is string => href !== null && href.startsWith('/')))];
    expect(hrefs.length).toBeGreaterThan(40);
    for (const path of ['/invest/portfolios', '/team', '/about', '/resources', '/privacy-policy', '/terms-of-use', FLAGSHIP_PATH])
      expect(hrefs).toContain(path);

    const broken: string[] = [];
    for (const href of hrefs) {
      const response = await page.goto(href);
      const heading = await settledHeading(page);
      if (response?.status() !== 200 || heading === NOT_FOUND) broken.push(`${href}: ${response?.status()} "${heading}"`);
    }
    expect(broken).toEqual([]);
  }, 300_000);

  journey('a visitor sees the first 10 stocks of the flagship portfolio and the call to subscribe', async () => {
    const { page } = session;
    await page.goto('/invest/portfolios');
    await page.getByRole('link', { name: 'Market Catalysts Flagship 110' }).click();
    await page.getByRole('heading', { level: 1, name: 'Market Catalysts Flagship 110' }).waitFor();

    expect(await flagshipRows(page).count()).toBe(10);
    expect(await flagshipRows(page).first().locator('td').nth(1).innerText()).toBe('TSLA');
    await page.getByRole('heading', { name: 'Subscribe to see all 110 stocks' }).waitFor();
    expect(await page.getByRole('link', { name: 'Subscribe for full access' }).getAttribute('href')).toBe('/register');
  });

  journey('a subscriber sees all 110 stocks of the flagship portfolio with their prices', async () => {
    const { page } = session;
    const token = await trialingSubscriber();
    await page.goto('/');
    await page.evaluate((stored) => localStorage.setItem('token', stored), token);
    await page.goto(FLAGSHIP_PATH);
    await page.getByRole('heading', { level: 1, name: 'Market Catalysts Flagship 110' }).waitFor();

    expect(await flagshipRows(page).count()).toBe(110);
    const lastPrices = await flagshipRows(page).locator('td:nth-child(5)').allInnerTexts();
    expect(lastPrices.filter((price) => /^\d[\d,]*\.\d{2}$/.test(price))).toHaveLength(110);
    expect(await flagshipRows(page).last().locator('td').nth(1).innerText()).toBe('BP');
    expect(await page.getByRole('link', { name: 'Subscribe for full access' }).count()).toBe(0);
  });

  journey('a guide and an article render with their headings', async () => {
    const { page } = session;
    await page.goto('/resources');
    await page
      .getByRole('link', { name: /earnings/i })
      .first()
      .waitFor();
    const guideLink = page.locator('.guide-card a[href="/earnings-catalysts-guide"]');
    await guideLink.click();
    await page.waitForURL('**/earnings-catalysts-guide');
    await page.locator('main .prose h2').first().waitFor();
    expect(await settledHeading(page)).not.toBe(NOT_FOUND);
    expect(await page.locator('main .prose h2').count()).toBeGreaterThanOrEqual(3);
    expect(await page.locator('main .prose').innerText()).toMatch(/How to use this on Market Catalysts/);
    expect(await page.title()).toMatch(/ · Market Catalysts$/);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/earnings-catalysts-guide$/);

    await page.goto('/articles');
    const firstArticle = page.locator('.content-card__title a').first();
    await firstArticle.waitFor();
    const title = await firstArticle.innerText();
    await firstArticle.click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await page.locator('main .prose h2').count()).toBeGreaterThanOrEqual(2);
    expect(page.url()).toMatch(/\/articles\/[a-z0-9-]+$/);
  });

  journey('an unknown article shows the not-found view with status 404', async () => {
    const { page } = session;
    const response = await page.goto('/articles/no-such-article-anywhere');
    expect(response?.status()).toBe(404);
    expect(await response?.text()).toContain('<title>Page not found · Market Catalysts</title>');
    await page.getByRole('heading', { name: NOT_FOUND }).waitFor();
    expect(await page.title()).toBe('Page not found · Market Catalysts');
  });

  journey('a page load names the page before any script runs, for link previews', async () => {
    const { page } = session;
    const home = await (await page.goto('/'))?.text();
    expect(home).toContain('<title>Stock market catalyst calendars for traders · Market Catalysts</title>');
    const pricing = await (await page.goto('/pricing'))?.text();
    expect(pricing).toContain('<title>Pricing · Market Catalysts</title>');
    expect(pricing).toMatch(/<link rel="canonical" href="[^"]+\/pricing" \/>/);
    expect(pricing).toContain('<meta property="og:title" content="Pricing" />');
    expect(pricing?.match(/name="description"/g)).toHaveLength(1);
    expect(await page.title()).toBe('Pricing · Market Catalysts');
  });

  journey('the contact form sends a mail that arrives at the support address', async () => {
    const { page } = session;
    const name = `Journey ${uniqueName('tester')}`;
    await page.goto('/contact-us');
    const form = page.getByRole('region', { name: 'Send us a message' });
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Email').fill(`${uniqueName()}@example.com`);
    await form.getByLabel('Topic').selectOption('data');
    await form.getByLabel('Message').fill('The earnings calendar lists NVDA after the close; the company says before the open.');
    await form.getByRole('button', { name: 'Send message' }).click();
    await form.getByText('your message was sent', { exact: false }).waitFor();

    const mail = await poll(
      `the contact mail from ${name}`,
      async () => {
        return (await listMail(mailUrl())).find((message) => message.Subject.includes(name));
      },
      15_000,
      200,
    );
    expect(mail.Subject).toBe(`Contact form: Calendar or market data — ${name}`);
    expect(mail.To.map((to) => to.Address)).toEqual(['support@marketcatalysts.local']);
    const message = await readMail(mailUrl(), mail.ID);
    expect(message.Text).toContain('the company says before the open.');
  });
});
