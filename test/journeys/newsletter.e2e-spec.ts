import { enqueueBriefing } from '../../services/newsletter/src/briefing/manual-briefing.js';
import { mailUrl, newAccount, uniqueName } from '../support/api.js';
import { openBrowser, type BrowserSession } from '../support/browser.js';
import { BRIEFING_SUBJECT, CONFIRMATION_SUBJECT, newsletterLink, waitForNewsletterMail } from '../support/newsletter-mail.js';

/** The stack's BullMQ queues (scripts/stack.mjs gives every service `<key prefix>bull`). */
const queues = {
  REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  QUEUE_PREFIX: `${process.env.E2E_KEY_PREFIX ?? 'e2e:'}bull`,
};

/** Issue 10 in Chromium: the footer's sign-up, the confirmation mail, the weekly briefing and its unsubscribe link. */
describe('newsletter journeys in the browser', () => {
  let session: BrowserSession;

  beforeEach(async () => {
    session = await openBrowser();
  });
  afterEach(async () => {
    await session.close();
  });

  /** Opens a message in the mail emulator's inbox page and follows the link to `path`, as a reader would. */
  async function followLinkInMail(mailId: string, url: string) {
    const { page } = session;
    await page.goto(`${mailUrl()}/view/${mailId}`);
    // The text part, where the emulator turns addresses into links (the HTML part is a sandboxed frame).
    await page.locator('pre').getByRole('link', { name: url }).click();
    await page.waitForURL(url);
  }

  it('subscribes in the footer, confirms from the mail, and unsubscribes from the weekly briefing', async () => {
    const { page } = session;
    const email = `${uniqueName('reader')}@example.com`;

    await page.goto('/');
    const footer = page.locator('footer');
    await footer.getByLabel('Email address').fill(email);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await footer.getByText('Successfully subscribed to the newsletter!').waitFor();
    await footer.getByText('Check your inbox to confirm your address.').waitFor();

    const confirmation = await waitForNewsletterMail(email, CONFIRMATION_SUBJECT);
    await followLinkInMail(confirmation.id, newsletterLink(confirmation.text, 'confirm').url);
    await page.getByRole('heading', { name: 'You’re subscribed' }).waitFor();

    // The week's briefing, run now as the Monday scheduler would.
    await enqueueBriefing(queues, new Date());
    const briefing = await waitForNewsletterMail(email, BRIEFING_SUBJECT, 1, 60_000);
    const unsubscribe = newsletterLink(briefing.text, 'unsubscribe');
    expect(briefing.headers['List-Unsubscribe']).toEqual([`<${unsubscribe.url}>`]);
    expect(briefing.headers['List-Unsubscribe-Post']).toEqual(['List-Unsubscribe=One-Click']);
    // The week's largest expected moves come first when its rows have some (issue 23).
    expect(briefing.text).toMatch(
      /THE WEEK'S MOST IMPORTANT CATALYSTS\n(Largest expected moves this week \(.*\):\n( {2}- [A-Z.-]+ ±\d+\.\d%.*\n)+\n?)?(Importance 3 of 5 and up|No catalysts|The catalyst calendar could not)/,
    );

    await followLinkInMail(briefing.id, unsubscribe.url);
    await page.getByRole('heading', { name: 'You’re unsubscribed' }).waitFor();
  }, 120_000);

  it('says "Invalid email" in the footer before sending anything', async () => {
    const { page } = session;
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto('/');
    const footer = page.locator('footer');
    await footer.getByLabel('Email address').fill('not-an-address');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await footer.getByText('Invalid email').waitFor();
    expect(requests.filter((url) => url.includes('/strapi-newsletter/'))).toEqual([]);
  });

  it('subscribes the new account’s address when the register form’s box is ticked', async () => {
    const { page } = session;
    const account = newAccount();
    await page.goto('/register-old');
    const main = page.getByRole('main');
    await main.getByLabel('Username').fill(account.username);
    await main.getByLabel('Email').fill(account.email);
    await main.getByLabel('Password').fill(account.password);
    await main.getByRole('checkbox', { name: 'Subscribe to the newsletter' }).check();
    await main.getByRole('button', { name: 'Continue' }).click();
    await main.getByText('Registration successful! Redirecting to subscription page...').waitFor();

    const confirmation = await waitForNewsletterMail(account.email, CONFIRMATION_SUBJECT);
    expect(newsletterLink(confirmation.text, 'confirm').token).toMatch(/^[\w-]{43}$/);
  });
});
