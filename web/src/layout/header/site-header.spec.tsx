import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { installFakeFetch } from '../../testing/fake-fetch.js';
import { currentPath, renderApp } from '../../testing/render-app.js';
import { sampleUser } from '../../testing/sample-user.js';

function mainNavigation() {
  return within(screen.getByRole('navigation', { name: 'Main' }));
}

describe('SiteHeader', () => {
  it('shows a visitor the main menu, Login and Get Started', async () => {
    installFakeFetch();
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });

    const nav = mainNavigation();
    for (const item of ['Home', 'Portfolios', 'Team', 'About', 'Pricing']) {
      expect(nav.getByRole('link', { name: item })).toBeInTheDocument();
    }
    expect(nav.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(nav.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/register');
    expect(nav.queryByRole('link', { name: 'Profile' })).not.toBeInTheDocument();
    expect(nav.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('shows a signed-in user Profile, Subscribe and Logout', async () => {
    window.localStorage.setItem('token', 'tok-1');
    installFakeFetch({
      'GET /usermanagement/profile/': { body: sampleUser },
      'GET /api/subscription-status/': { body: { subscription_status: 'none' } },
    });
    renderApp('/');

    const nav = within(await screen.findByRole('navigation', { name: 'Main' }));
    expect(await nav.findByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(await nav.findByRole('link', { name: 'Subscribe' })).toHaveAttribute('href', '/subscribe');
    expect(nav.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'Get Started' })).not.toBeInTheDocument();
  });

  it.each([
    ['active', null],
    ['trialing', 'Free trial'],
    ['past_due', 'Update Payment'],
    ['unpaid', 'Update Payment'],
  ])('shows a subscriber whose subscription is %s no Subscribe button (%s instead)', async (status, shown) => {
    window.localStorage.setItem('token', 'tok-1');
    const server = installFakeFetch({
      'GET /usermanagement/profile/': { body: sampleUser },
      'GET /api/subscription-status/': { body: { subscription_status: status } },
    });
    renderApp('/');

    const nav = within(await screen.findByRole('navigation', { name: 'Main' }));
    await nav.findByRole('button', { name: 'Logout' });
    await waitFor(() => expect(server.requestsTo('GET /api/subscription-status/')).toHaveLength(1));
    if (shown) expect(await nav.findByRole('link', { name: shown })).toHaveAttribute('href', '/profile');
    expect(nav.queryByRole('link', { name: 'Subscribe' })).not.toBeInTheDocument();
  });

  it('logs out from the header and opens /login', async () => {
    window.localStorage.setItem('token', 'tok-1');
    const server = installFakeFetch({
      'GET /usermanagement/profile/': { body: sampleUser },
      'POST /auth/token/logout/': { status: 500 },
    });
    const { router, user } = renderApp('/');

    await user.click(await screen.findByRole('button', { name: 'Logout' }));

    expect(await screen.findByRole('heading', { name: 'Log In' })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/login');
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(server.requestsTo('POST /auth/token/logout/')).toHaveLength(1);
    expect(mainNavigation().getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it('upper-cases the searched symbol and opens its company page', async () => {
    installFakeFetch();
    const { router, user } = renderApp('/');

    await user.type(await screen.findByPlaceholderText('Search symbols'), 'msft{Enter}');

    expect(currentPath(router)).toBe('/company/MSFT');
  });

  it('drops the spaces around a typed symbol', async () => {
    installFakeFetch();
    const { router, user } = renderApp('/');

    await user.type(await screen.findByPlaceholderText('Search symbols'), '  brk.b {Enter}');

    expect(currentPath(router)).toBe('/company/BRK.B');
  });

  it('submits an empty search as it is', async () => {
    installFakeFetch();
    const { router, user } = renderApp('/home');

    await user.type(await screen.findByRole('combobox', { name: 'Search symbols' }), '{Enter}');

    expect(currentPath(router)).toBe('/company/');
  });

  it('toggles the mobile menu with an accessible button', async () => {
    installFakeFetch();
    const { user } = renderApp('/');
    const toggle = await screen.findByRole('button', { name: 'Menu' });

    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', screen.getByRole('navigation', { name: 'Main' }).id);
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    // Team is a lazy screen: the navigation (and the menu's closing) completes once its chunk is in.
    await user.click(mainNavigation().getByRole('link', { name: 'Team' }));
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
  });

  it.each([
    ['active', true],
    ['trialing', true],
    ['canceled', false],
    ['none', false],
  ])('shows My catalysts to a signed-in user whose subscription is %s: %s', async (status, shown) => {
    window.localStorage.setItem('token', 'tok-1');
    const server = installFakeFetch({
      'GET /usermanagement/profile/': { body: sampleUser },
      'GET /api/subscription-status/': { body: { subscription_status: status } },
    });
    renderApp('/');

    const nav = within(await screen.findByRole('navigation', { name: 'Main' }));
    await nav.findByRole('button', { name: 'Logout' });
    await waitFor(() => expect(server.requestsTo('GET /api/subscription-status/')).toHaveLength(1));
    if (shown) expect(await nav.findByRole('link', { name: 'My catalysts' })).toHaveAttribute('href', '/my-catalysts');
    else expect(nav.queryByRole('link', { name: 'My catalysts' })).not.toBeInTheDocument();
  });
});
