import type { Locator, Page } from 'playwright-core';
import { api, newAccount, signedInAccount, type NewAccount } from '../support/api.js';
import { openBrowser, type BrowserSession } from '../support/browser.js';

/**
 * A subscriber's billing journeys in Chromium, through bff → NATS → identity and billing → the
 * Stripe emulator, whose Stripe.js stand-in draws the card inputs (data-testid card-number, …) and
 * the 3D Secure dialog (stripe-3ds-complete).
 */
const stripeUrl = () => process.env.E2E_STRIPE_URL ?? 'http://127.0.0.1:22111';
const DAY_SECONDS = 86_400;
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

/**
 * A Visa number no other test used. Billing gives a trial once per card, on any account, and other
 * e2e files pay with 4242…; the emulator treats any other Luhn-valid number as it treats 4242….
 */
function freshVisaNumber(): string {
  const body = ['4', ...Array.from({ length: 14 }, () => String(Math.floor(Math.random() * 10)))];
  const sum = [...body]
    .reverse()
    .map((digit, index) => (index % 2 === 0 ? Number(digit) * 2 : Number(digit)))
    .reduce((total, value) => total + (value > 9 ? value - 9 : value), 0);
  return [...body, String((10 - (sum % 10)) % 10)].join('');
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

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; last: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** A card payment method made in the emulator the way the browser's Stripe.js makes one. */
async function cardPaymentMethod(number: string): Promise<string> {
  const form = new URLSearchParams({
    type: 'card',
    'card[number]': number,
    'card[exp_month]': '12',
    'card[exp_year]': String(new Date().getUTCFullYear() + 3),
    'card[cvc]': '123',
    key: 'pk_test_emulator',
  });
  const response = await fetch(`${stripeUrl()}/v1/payment_methods`, { method: 'POST', body: form });
  return ((await response.json()) as { id: string }).id;
}

/** An account with a trial of plan 5 on a fresh card, made through the API. */
async function trialingSubscriber() {
  const subscriber = await signedInAccount();
  const monthly = (await plans()).find((plan) => plan.id === 5)!;
  const created = await api<{ subscription: { status: string } }>('POST', '/api/create-subscription/', {
    token: subscriber.token,
    body: {
      payment_method_id: await cardPaymentMethod(freshVisaNumber()),
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
    await main().getByText('Your subscription is now active.').waitFor();
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(token).toMatch(/^[0-9a-f]{40}$/);

    await main().getByRole('button', { name: 'Go to Dashboard' }).click();
    await page.waitForURL('**/profile');
    const subscription = main().getByRole('region', { name: 'Subscription' });
    await detail(subscription, 'Plan').getByText(annual.name, { exact: true }).waitFor();
    await subscription.getByText('trialing', { exact: true }).waitFor();
    const details = (await api<{ next_payment: string }>('GET', '/api/get-subscription-details/', { token: token! })).body;
    const trialEndsIn = Date.parse(`${details.next_payment}T00:00:00Z`) / 1000 - (await emulatorNow());
    expect(trialEndsIn).toBeGreaterThan(6 * DAY_SECONDS);
    expect(trialEndsIn).toBeLessThanOrEqual(7 * DAY_SECONDS);
    expect(await detail(subscription, 'Trial ends').textContent()).toBe(shownDate(details.next_payment));
  });

  clockJourney('has a returning subscriber confirm a 3D Secure card, then the subscription is active', async () => {
    const { page } = session;
    const { token } = await trialingSubscriber();
    await api('POST', '/api/cancel-subscription/', { token });
    await advanceStripeClock(PAST_THE_TRIAL_SECONDS);
    await eventually(
      () => subscriptionStatus(token),
      (status) => status === 'canceled',
      'the canceled trial',
    );

    await signInBrowser(page, token);
    const statusRead = page.waitForResponse((response) => response.url().includes('/api/subscription-status/'));
    await page.goto('/subscribe');
    await statusRead;
    await main().getByRole('radio', { name: 'Monthly' }).waitFor();
    // Returning: no trial this time.
    expect(await main().getByText('Includes a 7-day free trial').count()).toBe(0);
    await fillCard(page, '4000002500003155');
    await main().getByRole('button', { name: 'Subscribe' }).click();

    await page.getByTestId('stripe-3ds-complete').click();
    await page.waitForURL('**/confirmation');
    await main().getByRole('heading', { name: 'Thank You for Subscribing!' }).waitFor();
    await eventually(
      () => subscriptionStatus(token),
      (status) => status === 'active',
      'the active subscription',
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

    await fillCard(page, '4242424242424242');
    await submit.click();
    await page.waitForURL('**/confirmation');
    expect(['trialing', 'active']).toContain(await subscriptionStatus(token));
  });

  journey('cancels from the profile after confirming: the notice shows and the cancel button goes', async () => {
    const { page } = session;
    const { token } = await trialingSubscriber();
    await signInBrowser(page, token);
    await page.goto('/profile');
    const subscription = main().getByRole('region', { name: 'Subscription' });
    await subscription.getByRole('button', { name: 'Cancel Subscription' }).click();

    const dialog = page.getByRole('dialog', { name: 'Cancel your subscription?' });
    await dialog.getByRole('button', { name: 'Yes, cancel it' }).click();
    await subscription.getByText(/will be canceled at the end of the current billing period/).waitFor();
    expect(await subscription.getByRole('button', { name: 'Cancel Subscription' }).count()).toBe(0);
    expect(await dialog.count()).toBe(0);
    expect((await api('GET', '/api/get-subscription-details/', { token })).body).toMatchObject({ cancel_at_period_end: true });
  });

  clockJourney('lists the first paid invoice in Payment History once the trial is over', async () => {
    const { page } = session;
    const { token, plan } = await trialingSubscriber();
    await advanceStripeClock(PAST_THE_TRIAL_SECONDS);
    const paidAmount = Number(plan.price).toFixed(2);
    await eventually(
      async () =>
        (await api<{ invoices: { amount_due: string; status: string }[] }>('GET', '/api/get-invoices/', { token })).body,
      ({ invoices }) => invoices.some((invoice) => invoice.amount_due === paidAmount && invoice.status === 'paid'),
      'the invoice after the trial',
    );

    await signInBrowser(page, token);
    await page.goto('/profile');
    const history = main().getByRole('region', { name: 'Payment History' });
    const paid = history.getByRole('listitem').filter({ hasText: `$${paidAmount}` });
    await paid.waitFor();
    expect(await paid.textContent()).toContain('paid');
    await main().getByRole('region', { name: 'Subscription' }).getByText('active', { exact: true }).waitFor();
  });
});
