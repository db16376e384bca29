import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { clientConfigRoute } from '../../../stripe/fake-stripe.test-helper.js';
import { installFakeFetch } from '../../../testing/fake-fetch.js';
import { currentPath, renderApp } from '../../../testing/render-app.js';
import { holdRequests, plansRoute } from '../billing-fixtures.test-helper.js';

async function openMain(path: string) {
  const app = renderApp(path);
  const main = within(await screen.findByRole('main'));
  await main.findByRole('heading', { level: 1 });
  return { ...app, main };
}

describe('pricing screens', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('/pricing shows Monthly and Yearly, each subscribing through /register, and the Common Questions', async () => {
    installFakeFetch();
    const { main, user } = await openMain('/pricing');

    expect(main.getByRole('heading', { name: 'Monthly' })).toBeInTheDocument();
    expect(main.getByRole('heading', { name: 'Yearly' })).toBeInTheDocument();
    expect(main.getByText('$20.00')).toBeInTheDocument();
    expect(main.getByText('$199.00')).toBeInTheDocument();
    // The chosen plan goes with the visitor (Monthly is plan 5, Yearly plan 6).
    expect(main.getByRole('link', { name: 'Subscribe: Monthly' })).toHaveAttribute('href', '/register?plan=5');
    expect(main.getByRole('link', { name: 'Subscribe: Yearly' })).toHaveAttribute('href', '/register?plan=6');
    expect(main.getByRole('heading', { name: 'Common Questions' })).toBeInTheDocument();
    const question = main.getByText('Is there a free trial?');
    await user.click(question);
    expect(question.closest('details')).toHaveAttribute('open');
  });

  it('/pricing → Monthly → Subscribe opens /register with Monthly chosen, not the Most Popular plan', async () => {
    installFakeFetch({ ...plansRoute, ...clientConfigRoute });
    const { main, user, router } = await openMain('/pricing');
    await user.click(main.getByRole('link', { name: 'Subscribe: Monthly' }));
    await waitFor(() => expect(currentPath(router)).toBe('/register'));
    expect(await screen.findByRole('radio', { name: 'Monthly' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Yearly' })).not.toBeChecked();
  });

  it('/pricingtableapi shows the three fixed plans and hands the chosen one to /registerapi', async () => {
    // The sign-up form it opens loads the payment library.
    installFakeFetch({ ...plansRoute, ...clientConfigRoute });
    const { main, user, router } = await openMain('/pricingtableapi');

    expect(main.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Monthly',
      'Semiannual',
      'Annual',
    ]);
    expect(main.getByText('Access to Catalysts Calendars every 4 weeks.')).toBeInTheDocument();
    expect(main.getByText('$110.00')).toBeInTheDocument();
    expect(main.getByText('Two months free')).toBeInTheDocument();

    await user.click(main.getByRole('button', { name: 'Subscribe: Annual' }));
    await waitFor(() => expect(currentPath(router)).toBe('/registerapi'));
    expect(router.state.location.state).toMatchObject({ selectedPlan: { id: 2, name: 'Annual', price: 199 } });
  });

  it('/pricingtableapi2 shows Loading..., then plans 5 and 6, and hands the chosen id to /registerapi2', async () => {
    installFakeFetch({ ...plansRoute, ...clientConfigRoute });
    const held = holdRequests();
    const { main, user, router } = await openMain('/pricingtableapi2');
    expect(main.getByText('Loading...')).toBeInTheDocument();
    held.release();

    expect(await main.findByRole('heading', { name: 'Monthly' })).toBeInTheDocument();
    expect(main.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Monthly', 'Yearly']);
    await user.click(main.getByRole('button', { name: 'Subscribe: Yearly' }));
    await waitFor(() => expect(currentPath(router)).toBe('/registerapi2'));
    expect(router.state.location.state).toEqual({ selectedPlanId: 6 });
  });

  it('/pricingtableapi2 says when the plans cannot be loaded', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    installFakeFetch({ 'GET /api/get-plans/': { status: 500 } });
    renderApp('/pricingtableapi2');
    expect(await screen.findByText('Failed to load pricing plans.')).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });
});
