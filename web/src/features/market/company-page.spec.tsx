import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { installFakeFetch } from '../../testing/fake-fetch.js';
import { currentPath, renderApp } from '../../testing/render-app.js';
import { injectedEmbeds } from '../../widgets/embed-scripts.test-helper.js';

function embeddedFor(main: HTMLElement) {
  return injectedEmbeds(main).map((embed) => ({
    widget: /embed-widget-(.+)\.js$/.exec(embed.src)?.[1],
    symbol: (embed.config as { symbol?: string }).symbol,
  }));
}

describe('/company/:ticker', () => {
  it('is titled with the ticker in upper case and shows its quote, chart, technical rating and profile', async () => {
    installFakeFetch();
    renderApp('/company/aapl');

    expect(await screen.findByRole('heading', { level: 1, name: 'AAPL' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(
      within(main).getByText('Apple Inc.: price, 12-month chart, technical rating and company profile.'),
    ).toBeInTheDocument();
    expect(embeddedFor(main)).toEqual([
      { widget: 'symbol-info', symbol: 'AAPL' },
      { widget: 'advanced-chart', symbol: 'AAPL' },
      { widget: 'technical-analysis', symbol: 'AAPL' },
      { widget: 'symbol-profile', symbol: 'AAPL' },
    ]);
    expect(main.querySelector('.company-page__logo')).toHaveAttribute('src', '/staticfiles/company_logos/aapl.png');
  });

  it('names a symbol outside the ranked list by its ticker', async () => {
    installFakeFetch();
    renderApp('/company/shop');

    expect(await screen.findByRole('heading', { level: 1, name: 'SHOP' })).toBeInTheDocument();
    expect(screen.getByText('SHOP: price, 12-month chart, technical rating and company profile.')).toBeInTheDocument();
  });

  it('opens from the header search and shows the new symbol when searched again', async () => {
    installFakeFetch();
    const { router, user } = renderApp('/');

    await user.type(await screen.findByRole('combobox', { name: 'Search symbols' }), 'msft{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'MSFT' })).toBeInTheDocument();

    await user.type(screen.getByRole('combobox', { name: 'Search symbols' }), 'nvda{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'NVDA' })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/company/NVDA');
    const symbols = embeddedFor(screen.getByRole('main')).map((embed) => embed.symbol);
    expect(symbols).toEqual(['NVDA', 'NVDA', 'NVDA', 'NVDA']);
  });
});
