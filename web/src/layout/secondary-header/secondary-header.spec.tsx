import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { installFakeFetch } from '../../testing/fake-fetch.js';
import { currentPath, renderApp } from '../../testing/render-app.js';

describe('SecondaryHeader', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('opens a dropdown on hover and closes it when the pointer leaves', async () => {
    installFakeFetch();
    const { user } = renderApp('/');
    const sections = within(await screen.findByRole('navigation', { name: 'Sections' }));
    const calendars = sections.getByRole('button', { name: 'Calendars' });

    expect(sections.queryByRole('link', { name: 'Earnings Calendar' })).not.toBeInTheDocument();
    await user.hover(calendars);
    expect(calendars).toHaveAttribute('aria-expanded', 'true');
    expect(sections.getByRole('link', { name: 'Earnings Calendar' })).toHaveAttribute('href', '/earnings-calendar');

    await user.unhover(calendars);
    expect(calendars).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens with the keyboard and closes on Escape', async () => {
    installFakeFetch();
    const { user } = renderApp('/');
    const market = await screen.findByRole('button', { name: 'Market' });

    market.focus();
    await user.keyboard('{Enter}');
    expect(market).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(market).toHaveAttribute('aria-expanded', 'false');
  });

  it('links the Companies menu to the AAPL example and scrolls down 100 px on a click', async () => {
    installFakeFetch();
    const scrollBy = jest.spyOn(window, 'scrollBy');
    const { router, user } = renderApp('/');
    const sections = within(await screen.findByRole('navigation', { name: 'Sections' }));

    // A click arrives after the pointer has entered (hover opened the menu): it must keep it open.
    await user.click(sections.getByRole('button', { name: 'Companies' }));
    await user.click(sections.getByRole('link', { name: /AAPL/ }));

    expect(currentPath(router)).toBe('/company/AAPL');
    expect(scrollBy.mock.calls).toContainEqual([{ top: 100, behavior: 'smooth' }]);
  });
});
