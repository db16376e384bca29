import type { Locator, Page } from 'playwright-core';
import { poll } from '@mc/runtime/testing';
import { api, mailUrl, newAccount, signedInAccount, stripeUrl, type NewAccount } from '../support/api.js';
import { openBrowser, type BrowserSession } from '../support/browser.js';
import { browserCard, freshVisaNumber } from '../support/cards.js';

/**
 * A subscriber's billing journeys in Chromium, through bff → NATS → identity and billing → the
 * Stripe emulator, whose Stripe.js stand-in draws the card inputs (data-testid card-number, …) and
 * the 3D Secure dialog (stripe-3ds-complete).
 */
const DAY_SECONDS = 86_400;
/** Screenshots the journeys take, for a person to look at. */
const SHOTS = `${process.cwd()}/.run/journeys`;
/** A browser journey takes seconds; one that moves Stripe's clock waits for webhooks too. */
const journey = (name: string, run: () => Promise<void>) => it(name, run, 60_000);
const clockJourney = (name: string, run: () => Promise<void>) => it(name, run, 120_000);
/** Past the 7-day trial, short of a month: trials end, monthly renewals are not due yet. */
const PAST_THE_TRIAL_SECONDS = 8 * DAY_SECONDS;

interface Plan {
  id: number;
  name: string;
  price: string;
  stripe_price_id: string;
}

async function plans(): Promise<Plan[]> {
  return (await api<{ plans: Plan[] }>('GET', '/api/get-plans/')).body.plans;
}

async function stripeControl<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${stripeUrl()}${path}`, {
    method,
    headers: body === undefined ? undefined : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

const emulatorNow = async () => (await stripeControl<{ now: number }>('GET', '/__control/clock')).now;

/** Moves Stripe's clock (renewals, trial ends) and waits until billing has had the webhooks. */
async function advanceStripeClock(seconds: number): Promise<void> {
  await stripeControl('POST', '/__control/clock/advance', { seconds });
  await stripeControl('POST', '/__control/webhooks/flush', { timeout_ms: 30_000 });
}

/** An account with a trial of plan 5 on a fresh card, made through the API. */
async function trialingSubscriber() {
  const subscriber = await signedInAccount();
  const monthly = (await plans()).find((plan) => plan.id === 5)!;
  const created = await api<{ subscription: { status: string } }>('POST', '/api/create-subscription/', {
    token: subscriber.token,
    body: {
      payment_method_id: await browserCard(freshVisaNumber()),
      price_id: monthly.stripe_price_id,
      promotion_code: '',
    },
  });
  expect(created).toMatchObject({ status: 200, body: { subscription: { status: 'trialing' } } });
  return { ...subscriber, plan: monthly };
}

const subscriptionStatus = async (token: string) =>
  (await api<{ subscription_status: string }>('GET', '/api/subscription-status/', { token })).body.subscription_status;

/** The card inputs of the emulator's Stripe.js stand-in. */
async function fillCard(page: Page, number: string): Promise<void> {
  await page.getByTestId('card-number').fill(number);
  await page.getByTestId('card-expiry').fill(`12 / ${String(new Date().getUTCFullYear() + 3).slice(2)}`);
  await page.getByTestId('card-cvc').fill('123');
  await page.getByTestId('card-postal').fill('10001');
}

async function fillRegistration(main: Locator, account: NewAccount): Promise<void> {
  await main.getByLabel('Username').fill(account.username);
  await main.getByLabel('Email').fill(account.email);
  await main.getByLabel('Password', { exact: true }).fill(account.password);
  await main.getByLabel('First Name').fill(account.first_name);
  await main.getByLabel('Last Name').fill(account.last_name);
}

/** Opens the app with a token stored under `token`, as a login leaves it. */
async function signInBrowser(page: Page, token: string): Promise<void> {
  await page.goto('/');
  await page.evaluate((stored) => localStorage.setItem('token', stored), token);
}

/** The text of the mail to `address` with `subject`, once it has come. */
async function mailWithSubject(address: string, subject: string): Promise<string> {
  const id = await poll(
    `"${subject}" to ${address}`,
    async () => {
      const found = (await (await fetch(`${mailUrl()}/api/v1/search?query=${encodeURIComponent(`to:${address}`)}`)).json()) as {
        messages: { ID: string; Subject: string }[];
      };
      return found.messages.find((message) => message.Subject === subject)?.ID;
    },
    30_000,
    250,
  );
  return ((await (await fetch(`${mailUrl()}/api/v1/message/${id}`)).json()) as { Text: string }).Text;
}

/** How a mail writes an instant's day in a zone: "March 17, 2026". */
const longDateIn = (instant: Date, timeZone: string) =>
  instant.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone });

/** How a mail writes a billing date: "March 17, 2026". */
const longDate = (isoDate: string) =>
  new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** A card that always asks for 3-D Secure. */
const ALWAYS_AUTHENTICATES = '4000002760003184';

/** The value of one line of the profile's subscription details. */
const detail = (section: Locator, label: string) =>
  section.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

/** How the profile shows a billing date (plain dates are shown as they are, in UTC). */
const shownDate = (isoDate: string) =>
  new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

describe('billing journeys in the browser', () => {
  let session: BrowserSession;

  beforeEach(async () => {
    session = await openBrowser();
  });
  afterEach(async () => {
    await session.close();
  });

  const main = () => session.page.getByRole('main');

  journey('registers and subscribes with a trial, then the profile shows the plan, trialing and the trial end', async () => {
    const { page } = session;
    const account = newAccount();
    const annual = (await plans()).find((plan) => plan.id === 6)!;
    await page.goto('/register');
    const preselected = main().getByRole('radio', { name: annual.name });
    await preselected.waitFor();
    expect(await preselected.isChecked()).toBe(true);
    await fillRegistration(main(), account);
    await fillCard(page, freshVisaNumber());
    await main()
      .getByRole('checkbox', { name: /I accept the Terms of Service/ })
      .check();
    await main().getByRole('button', { name: 'Register and Subscribe' }).click();

    await page.waitForURL('**/confirmation');
    await main().getByRole('heading', { name: 'Thank You for Subscribing!' }).waitFor();
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(token).toMatch(/^[0-9a-f]{40}$/);
    const details = (
      await api<{ next_payment: string; next_invoice_amount: string }>('GET', '/api/get-subscription-details/', {
        token: token!,
      })
    ).body;
    const trialEnd = shownDate(details.next_payment);
    // During the trial: the trial, its end and the first charge, not "now active".
    await main()
      .getByText(
        `Your free trial has started and runs until ${trialEnd}. Your first charge, $${annual.price}, is on ${trialEnd} unless you cancel before then.`,
      )
      .waitFor();
    expect(await main().getByText('Your subscription is now active.').count()).toBe(0);
    // The header shows the trial, not the bright Subscribe button.
    const navigation = page.getByRole('navigation', { name: 'Main' });
    await navigation.getByRole('link', { name: 'Free trial' }).waitFor();
    expect(await navigation.getByRole('link', { name: 'Subscribe', exact: true }).count()).toBe(0);

    await main().getByRole('button', { name: 'Go to Dashboard' }).click();
    await page.waitForURL('**/profile');
    const subscription = main().getByRole('region', { name: 'Subscription' });
    await detail(subscription, 'Plan').getByText(annual.name, { exact: true }).waitFor();
    await subscription.getByText(`Free trial (until ${trialEnd})`, { exact: true }).waitFor();
    expect(await subscription.getByText(/trialing/i).count()).toBe(0);
    const trialEndsIn = Date.parse(`${details.next_payment}T00:00:00Z`) / 1000 - (await emulatorNow());
    expect(trialEndsIn).toBeGreaterThan(6 * DAY_SECONDS);
    expect(trialEndsIn).toBeLessThanOrEqual(7 * DAY_SECONDS);
    expect(await detail(subscription, 'Trial ends').textContent()).toBe(trialEnd);
    expect(await detail(subscription, 'Next payment').textContent()).toBe(`$${details.next_invoice_amount} on ${trialEnd}`);
    // Nothing is owed during a trial (issue 19 §4).
    expect(await subscription.getByText('Amount due').count()).toBe(0);

    const welcome = await mailWithSubject(account.email, 'Welcome to Market Catalysts');
    expect(welcome).toContain(
      `Your free trial of the ${annual.name} plan runs until ${longDate(details.next_payment)}; we will charge $${details.next_invoice_amount} on ${longDate(details.next_payment)} unless you cancel.`,
    );
    expect(welcome).toMatch(/\/profile/);
  });

  journey('carries the plan chosen on /pricing over to /register', async () => {
    const { page } = session;
    const monthly = (await plans()).find((plan) => plan.id === 5)!;
    await page.goto('/pricing');
    await main().getByRole('link', { name: 'Subscribe: Monthly' }).click();
    await page.waitForURL('**/register?plan=5');
    const chosen = main().getByRole('radio', { name: monthly.name });
    await chosen.waitFor();
    expect(await chosen.isChecked()).toBe(true);
    expect(await main().getByRole('radio', { name: 'Annual' }).isChecked()).toBe(false);
    // Plan 6 only when nothing was chosen.
    await page.goto('/register');
    const preselected = main().getByRole('radio', { name: 'Annual' });
    await preselected.waitFor();
    expect(await preselected.isChecked()).toBe(true);
  });

  clockJourney('has a returning subscriber confirm a 3D Secure card, then the subscription is active', async () => {
    const { page } = session;
    const { token } = await trialingSubscriber();
    await api('POST', '/api/cancel-subscription/', { token });
    await advanceStripeClock(PAST_THE_TRIAL_SECONDS);
    await poll(
      'the canceled trial',
      async () => ((await subscriptionStatus(token)) === 'canceled' ? true : undefined),
      30_000,
      250,
    );

    await signInBrowser(page, token);
    const statusRead = page.waitForResponse((response) => response.url().includes('/api/subscription-status/'));
    await page.goto('/subscribe');
    await statusRead;
    await main().getByRole('radio', { name: 'Monthly' }).waitFor();
    // Returning: no trial this time, and the charge shows before the click (issue 19 §1).
    expect(await main().getByText('Includes a 7-day free trial').count()).toBe(0);
    await fillCard(page, '4000002500003155');
    await main().getByText('This account has already had a free trial: you will be charged $20.00 today').waitFor();
    await main().getByRole('button', { name: 'Pay $20.00 and subscribe' }).click();

    await page.getByTestId('stripe-3ds-complete').click();
    await page.waitForURL('**/confirmation');
    await main().getByRole('heading', { name: 'Thank You for Subscribing!' }).waitFor();
    await poll(
      'the active subscription',
      async () => ((await subscriptionStatus(token)) === 'active' ? true : undefined),
      30_000,
      250,
    );
  });

  journey("shows Stripe's decline, creates no subscription, and lets the same form pay with another card", async () => {
    const { page } = session;
    const account = newAccount();
    await page.goto('/register');
    await fillRegistration(main(), account);
    await fillCard(page, '4000000000000002');
    await main()
      .getByRole('checkbox', { name: /I accept the Terms of Service/ })
      .check();
    const submit = main().getByRole('button', { name: 'Register and Subscribe' });
    await submit.click();

    await main().getByText('Your card was declined.', { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/register');
    expect(await submit.isEnabled()).toBe(true);
    const token = (await page.evaluate(() => localStorage.getItem('token')))!;
    expect(await api('GET', '/api/get-subscription-details/', { token })).toMatchObject({
      status: 404,
      body: { error: 'No active subscription found.' },
    });
    expect((await api('GET', '/api/get-invoices/', { token })).body).toEqual({ invoices: [] });
    expect(await subscriptionStatus(token)).toBe('none');

    // A card of its own: a card that had a trial elsewhere would ask to pay today instead.
    await fillCard(page, freshVisaNumber());
    await submit.click();
    await page.waitForURL('**/confirmation');
    expect(['trialing', 'active']).toContain(await subscriptionStatus(token));
  });

  journey('shows a repeat card its charge before the click, then charges it (issue 19 §1)', async () => {
    const { page } = session;
    const card = freshVisaNumber();
    const first = await signedInAccount();
    const annual = (await plans()).find((plan) => plan.id === 6)!;
    const trial = await api('POST', '/api/create-subscription/', {
      token: first.token,
      body: { payment_method_id: await browserCard(card), price_id: annual.stripe_price_id },
    });
    expect(trial).toMatchObject({ status: 200, body: { subscription: { status: 'trialing' } } });

    const account = newAccount();
    await page.goto('/register');
    await main()
      .getByText(/One free trial per customer and card/)
      .waitFor();
    await fillRegistration(main(), account);
    await fillCard(page, card);
    const charge = main().getByText(`This card has already had a free trial: you will be charged $${annual.price} today`);
    await charge.waitFor();
    const pay = main().getByRole('button', { name: `Pay $${annual.price} and subscribe` });
    expect(await pay.isVisible()).toBe(true);
    expect(await main().getByText('Includes a 7-day free trial').count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/repeat-card-register.png`, fullPage: true });
    await main()
      .getByRole('checkbox', { name: /I accept the Terms of Service/ })
      .check();
    await pay.click();
    await page.waitForURL('**/confirmation');
    const token = (await page.evaluate(() => localStorage.getItem('token')))!;
    expect(await subscriptionStatus(token)).toBe('active');
    const { invoices } = (
      await api<{ invoices: { amount_due: string; status: string }[] }>('GET', '/api/get-invoices/', { token })
    ).body;
    expect(invoices).toEqual([expect.objectContaining({ amount_due: annual.price, status: 'paid' })]);
  });

  journey(
    'leaves an abandoned 3-D Secure signed out and unsubscribed, then resumes it from the profile (issue 19 §2)',
    async () => {
      const { page } = session;
      const account = newAccount();
      await page.goto('/register');
      await fillRegistration(main(), account);
      await fillCard(page, ALWAYS_AUTHENTICATES);
      await main()
        .getByText(/^(7-day free trial: \$0\.00 today|This card has already had a free trial)/)
        .waitFor();
      await main()
        .getByRole('checkbox', { name: /I accept the Terms of Service/ })
        .check();
      await main()
        .getByRole('button', { name: /^(Register and Subscribe|Pay \$.+ and subscribe)$/ })
        .click();
      await page.getByTestId('stripe-3ds-dialog').waitFor();
      // While the bank is asked: the header is still a visitor's.
      const navigation = page.getByRole('navigation', { name: 'Main' });
      expect(await navigation.getByRole('button', { name: 'Logout' }).count()).toBe(0);
      const token = (await page.evaluate(() => localStorage.getItem('token')))!;
      await poll('billing to store the attempt', async () =>
        (await subscriptionStatus(token)) === 'incomplete' ? true : undefined,
      );

      // Abandoned: the customer leaves the page with the bank's window open.
      await page.goto('/profile');
      const subscription = main().getByRole('region', { name: 'Subscription' });
      await subscription.getByText(/^Your bank needs to confirm this card\./).waitFor();
      expect(await subscription.getByText('No active subscription found.').count()).toBe(0);
      await page.screenshot({ path: `${SHOTS}/bank-confirmation-profile.png`, fullPage: true });
      expect(await subscriptionStatus(token)).toBe('incomplete');
      const calendar = await api<{ access: string }>('GET', '/api/companies/AAPL/', { token });
      expect(calendar.body.access).toBe('preview');

      await subscription.getByRole('button', { name: 'Confirm with your bank' }).click();
      await page.getByTestId('stripe-3ds-complete').click();
      await subscription.getByText('Thank you: your bank confirmed the card.').waitFor();
      await poll(
        'the subscription to start',
        async () => (['trialing', 'active'].includes(await subscriptionStatus(token)) ? true : undefined),
        30_000,
        250,
      );
      await mailWithSubject(account.email, 'Welcome to Market Catalysts');
    },
  );

  journey('keeps a failed 3-D Secure on the form, with no charge and no "Due" row (issue 19 §2)', async () => {
    const { page } = session;
    const { token } = await signedInAccount();
    await signInBrowser(page, token);
    await page.goto('/subscribe');
    await main().getByRole('radio', { name: 'Monthly' }).waitFor();
    await fillCard(page, ALWAYS_AUTHENTICATES);
    await main()
      .getByText(/^(7-day free trial: \$0\.00 today|This card has already had a free trial)/)
      .waitFor();
    await main()
      .getByRole('button', { name: /^(Subscribe|Pay \$.+ and subscribe)$/ })
      .click();
    await page.getByTestId('stripe-3ds-fail').click();
    await main()
      .getByText(/^(Your bank did not confirm this card, so your free trial has not started|Payment failed): /)
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/subscribe');
    await poll('billing to store the attempt', async () =>
      (await subscriptionStatus(token)) === 'incomplete' ? true : undefined,
    );
    const { invoices } = (await api<{ invoices: { status: string }[] }>('GET', '/api/get-invoices/', { token })).body;
    expect(invoices.filter((invoice) => invoice.status !== 'paid')).toEqual([]);

    await page.goto('/profile');
    const subscription = main().getByRole('region', { name: 'Subscription' });
    await subscription.getByRole('button', { name: 'Confirm with your bank' }).waitFor();
    expect(await main().getByText('Due', { exact: true }).count()).toBe(0);
  });

  journey('cancels from the profile after confirming: the notice shows and the cancel button goes', async () => {
    const { page } = session;
    const { token, account } = await trialingSubscriber();
    await signInBrowser(page, token);
    await page.goto('/profile');
    const subscription = main().getByRole('region', { name: 'Subscription' });
    await subscription.getByRole('button', { name: 'Cancel Subscription' }).click();

    const dialog = page.getByRole('dialog', { name: 'Cancel your subscription?' });
    await dialog.getByRole('button', { name: 'Yes, cancel it' }).click();
    await subscription.getByText(/^Your subscription has been canceled\./).waitFor();
    const details = (await api<{ current_period_end: string }>('GET', '/api/get-subscription-details/', { token })).body;
    expect(details).toMatchObject({ cancel_at_period_end: true, next_payment: null });
    const ends = shownDate(details.current_period_end);
    // One message, with the day access ends (issue 11 §3).
    await subscription
      .getByText(`Your subscription has been canceled. Your free trial continues until ${ends}, and you will not be charged.`)
      .waitFor();
    expect(await subscription.getByText(/^Your subscription has been canceled/).count()).toBe(1);
    // The status says the same, with the day access ends (issue 19 §4), and nothing is left to pay.
    await subscription.getByText(`Cancelled (access until ${ends})`, { exact: true }).waitFor();
    expect(await subscription.getByText('Next payment').count()).toBe(0);
    expect(await subscription.getByText('Amount due').count()).toBe(0);
    expect(await detail(subscription, 'Access until').textContent()).toBe(ends);
    expect(await subscription.getByRole('button', { name: 'Cancel Subscription' }).count()).toBe(0);
    expect(await dialog.count()).toBe(0);

    // The mail tells the day in the account's zone: the trial began seconds ago, so its end is the period's
    // last (UTC) day at this time of day, which in New York is the day before from midnight to 5 a.m. UTC.
    const { time_zone: timeZone } = (await api<{ time_zone: string }>('GET', '/api/preferences/', { token })).body;
    const endsAt = new Date(`${details.current_period_end}T${new Date().toISOString().slice(11)}`);
    const farewell = await mailWithSubject(account.email, 'Your Market Catalysts subscription is canceled');
    expect(farewell).toContain(`You keep access until ${longDateIn(endsAt, timeZone)}`);

    // On a later visit: the same date, said the same once.
    await page.reload();
    await subscription
      .getByText(
        `Your subscription will be canceled when your free trial ends on ${ends}. You keep access until then and will not be charged.`,
      )
      .waitFor();
  });

  clockJourney('lists the first paid invoice in Payment History once the trial is over, and mails its receipt', async () => {
    const { page } = session;
    const { token, plan, account } = await trialingSubscriber();
    await advanceStripeClock(PAST_THE_TRIAL_SECONDS);
    const paidAmount = Number(plan.price).toFixed(2);
    await poll(
      'the invoice after the trial',
      async () => {
        const { invoices } = (
          await api<{ invoices: { amount_due: string; status: string }[] }>('GET', '/api/get-invoices/', { token })
        ).body;
        return invoices.some((invoice) => invoice.amount_due === paidAmount && invoice.status === 'paid') ? true : undefined;
      },
      30_000,
      250,
    );

    await signInBrowser(page, token);
    await page.goto('/profile');
    const history = main().getByRole('region', { name: 'Payment History' });
    const paid = history.getByRole('listitem').filter({ hasText: `$${paidAmount}` });
    await paid.waitFor();
    expect(await paid.textContent()).toContain('Paid');
    const subscription = main().getByRole('region', { name: 'Subscription' });
    await subscription.getByText(/^Active \(renews .+, \$\d+\.\d{2}\)$/).waitFor();
    // A paying subscriber's header offers nothing to buy.
    const navigation = page.getByRole('navigation', { name: 'Main' });
    await navigation.getByRole('button', { name: 'Logout' }).waitFor();
    expect(await navigation.getByRole('link', { name: 'Subscribe', exact: true }).count()).toBe(0);

    const receipt = await mailWithSubject(account.email, `Your Market Catalysts receipt for $${paidAmount}`);
    expect(receipt).toContain(`We received your payment of $${paidAmount}`);
    expect(receipt).toMatch(/Your payment history is on your profile: http\S+\/profile/);
  });
});
