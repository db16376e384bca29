import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import {
  clientConfigRoute,
  installFakeStripe,
  removeFakeStripe,
  type FakeStripe,
} from '../../../stripe/fake-stripe.test-helper.js';
import { installFakeFetch, type FakeRoute } from '../../../testing/fake-fetch.js';
import { currentPath, renderApp } from '../../../testing/render-app.js';
import { sampleUser } from '../../../testing/sample-user.js';
import { plansRoute } from '../billing-fixtures.test-helper.js';

const CREATE_SUBSCRIPTION = 'POST /api/create-subscription/';
const STATUS = 'GET /api/subscription-status/';

let stripe: FakeStripe;

async function openSubscribe(routes: Record<string, FakeRoute> = {}) {
  window.localStorage.setItem('token', 'tok-1');
  const server = installFakeFetch({
    ...clientConfigRoute,
    ...plansRoute,
    'GET /usermanagement/profile/': { body: sampleUser },
    [STATUS]: { status: 404, body: { error: 'No subscription found.' } },
    [CREATE_SUBSCRIPTION]: { body: { subscription: { id: 'sub_1', status: 'active' } } },
    ...routes,
  });
  const app = renderApp('/subscribe');
  const main = within(await screen.findByRole('main'));
  const submit = await main.findByRole('button', { name: 'Subscribe' });
  await main.findByRole('radio', { name: 'Monthly' });
  return { ...app, server, main, submit };
}

async function subscribe(routes: Record<string, FakeRoute> = {}) {
  const app = await openSubscribe(routes);
  await waitFor(() => expect(app.submit).toBeEnabled());
  await app.user.click(app.submit);
  return app;
}

describe('SubscribePage', () => {
  beforeEach(() => {
    stripe = installFakeStripe();
  });

  afterEach(() => {
    removeFakeStripe();
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('without a stored token says "You must be logged in to subscribe." and opens /login 2000 ms later', async () => {
    installFakeFetch();
    // A first visit loads the screen's chunk, so that the visit under fake timers renders at once.
    const warmUp = renderApp('/subscribe');
    await screen.findByText('You must be logged in to subscribe.');
    warmUp.unmount();

    jest.useFakeTimers();
    const { router } = renderApp('/subscribe');
    await act(() => jest.advanceTimersByTimeAsync(0));
    const main = within(screen.getByRole('main'));
    expect(main.getByText('You must be logged in to subscribe.')).toBeInTheDocument();
    expect(main.queryByRole('button', { name: 'Subscribe' })).not.toBeInTheDocument();

    await act(() => jest.advanceTimersByTimeAsync(1999));
    expect(currentPath(router)).toBe('/subscribe');
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(currentPath(router)).toBe('/login');
  });

  it('preselects the first offered plan and lists what is included', async () => {
    const { main } = await openSubscribe();
    expect(main.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    expect(main.getByRole('radio', { name: 'Yearly' })).not.toBeChecked();
    expect(main.getAllByRole('radio')).toHaveLength(2);
    for (const feature of ['Market Catalyst Calendar', 'Stock Portfolios', 'Earnings Calendars', 'FDA Calendar']) {
      expect(main.getByText(feature)).toBeInTheDocument();
    }
    expect(main.getByLabelText('Promotion Code (optional)')).toBeInTheDocument();
  });

  it('mentions the free trial to a first-time subscriber only', async () => {
    const first = await openSubscribe();
    expect(await first.main.findByText('Includes a 7-day free trial')).toBeInTheDocument();
    first.unmount();

    const returning = await openSubscribe({ [STATUS]: { body: { subscription_status: 'canceled' } } });
    // The page and the header (for its Subscribe item) read one shared query: the status is asked once,
    // and the header's item shows once it has answered.
    expect(await within(screen.getByRole('banner')).findByRole('link', { name: 'Subscribe' })).toBeInTheDocument();
    expect(returning.server.requestsTo(STATUS)).toHaveLength(1);
    expect(returning.main.queryByText('Includes a 7-day free trial')).not.toBeInTheDocument();
  });

  it('subscribes with the card and the chosen plan, with the token, then opens /confirmation', async () => {
    const app = await openSubscribe();
    await app.user.click(app.main.getByRole('radio', { name: 'Yearly' }));
    await app.user.type(app.main.getByLabelText('Promotion Code (optional)'), 'SPRING');
    await waitFor(() => expect(app.submit).toBeEnabled());
    await app.user.click(app.submit);

    await waitFor(() => expect(currentPath(app.router)).toBe('/confirmation'));
    const request = app.server.requestsTo(CREATE_SUBSCRIPTION)[0];
    expect(request?.body).toEqual({
      payment_method_id: 'pm_fake_card',
      price_id: 'price_yearly',
      promotion_code: 'SPRING',
      charge_now_confirmed: false,
    });
    expect(request?.headers.Authorization).toBe('Token tok-1');
  });

  it('asks about the trial once the card is complete, and shows the charge before the click (issue 19 §1)', async () => {
    const ELIGIBILITY = 'POST /api/trial-eligibility/';
    const noTrial = { eligible: false, trial_days: 0, trial_end: null, amount_today: '199.00', currency: 'usd', reason: 'card' };
    const app = await openSubscribe({
      [ELIGIBILITY]: (request) =>
        (request.body as { price_id: string }).price_id === 'price_yearly'
          ? { body: { ...noTrial, plan_amount: '199.00' } }
          : {
              body: {
                eligible: true,
                trial_days: 7,
                trial_end: '2026-03-17',
                amount_today: '0.00',
                currency: 'usd',
                reason: null,
                plan_amount: '20.00',
              },
            },
    });
    expect(app.main.getByText(/One free trial per customer and card/)).toBeInTheDocument();
    act(() => stripe.typeInCard({ complete: true }));
    expect(await app.main.findByText('7-day free trial: $0.00 today, then $20.00 on Mar 17, 2026')).toBeInTheDocument();
    expect(app.main.getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
    expect(app.server.requestsTo(ELIGIBILITY)[0]?.body).toEqual({ payment_method_id: 'pm_fake_card', price_id: 'price_monthly' });

    await app.user.click(app.main.getByRole('radio', { name: 'Yearly' }));
    expect(
      await app.main.findByText('This card has already had a free trial: you will be charged $199.00 today'),
    ).toBeInTheDocument();
    const pay = app.main.getByRole('button', { name: 'Pay $199.00 and subscribe' });
    await app.user.click(pay);
    await waitFor(() => expect(currentPath(app.router)).toBe('/confirmation'));
    // One payment method, made when the card was complete: the check and the subscription name the same card.
    expect(stripe.createPaymentMethod).toHaveBeenCalledTimes(1);
    expect(app.server.requestsTo(CREATE_SUBSCRIPTION)[0]?.body).toEqual({
      payment_method_id: 'pm_fake_card',
      price_id: 'price_yearly',
      promotion_code: '',
      charge_now_confirmed: true,
    });
  });

  it('confirms an incomplete subscription, and reports a failed confirmation', async () => {
    stripe.confirmCardPayment.mockResolvedValue({ error: { type: 'card_error', message: 'Your card was declined.' } });
    const app = await subscribe({
      [CREATE_SUBSCRIPTION]: { body: { subscription: { id: 'sub_2', status: 'incomplete' }, client_secret: 'pi_2_secret_x' } },
    });
    expect(await screen.findByText('Payment failed: Your card was declined.')).toBeInTheDocument();
    expect(stripe.confirmCardPayment).toHaveBeenCalledWith('pi_2_secret_x');
    expect(currentPath(app.router)).toBe('/subscribe');
    expect(app.submit).toBeEnabled();
  });

  it.each([
    [{ error: 'You already have an active subscription.', detail: 'ignored' }, 'You already have an active subscription.'],
    [{ non_field_errors: ['Promotion code is not valid.'], detail: 'ignored' }, 'Promotion code is not valid.'],
    [{ detail: 'Invalid token.' }, 'Invalid token.'],
    [{}, 'An error occurred during subscription.'],
  ])('shows the subscribe errors by priority: %j', async (body, message) => {
    await subscribe({ [CREATE_SUBSCRIPTION]: { status: 400, body } });
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('says "Please try again in a moment." and keeps Subscribe disabled without Stripe.js', async () => {
    removeFakeStripe();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { submit } = await openSubscribe({ 'GET /api/client-config/': { status: 500 } });
    expect(await screen.findByText('Please try again in a moment.')).toBeInTheDocument();
    expect(submit).toBeDisabled();
  });

  it('opens the login notice when the token went away before paying', async () => {
    const app = await openSubscribe();
    await waitFor(() => expect(app.submit).toBeEnabled());
    window.localStorage.removeItem('token');
    await app.user.click(app.submit);

    expect(await screen.findByText('You must be logged in to subscribe.')).toBeInTheDocument();
    expect(app.server.requestsTo(CREATE_SUBSCRIPTION)).toHaveLength(0);
  });
});
