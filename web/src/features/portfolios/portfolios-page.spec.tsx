import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { installFakeFetch } from '../../testing/fake-fetch.js';
import { renderApp } from '../../testing/render-app.js';
import { portfolioList } from './portfolio-fixtures.test-helper.js';

const LIST_API = 'GET /api/portfolios/';

describe('/invest/portfolios', () => {
  it('says it is loading, then shows a card per portfolio with its count, average change and next catalyst', async () => {
    installFakeFetch({ [LIST_API]: { body: portfolioList } });
    renderApp('/invest/portfolios');

    expect(await screen.findByText('Loading the portfolios…')).toBeInTheDocument();
    const flagship = within(await screen.findByRole('article', { name: 'Market Catalysts Flagship 110' }));
    expect(flagship.getByRole('link', { name: 'Market Catalysts Flagship 110' })).toHaveAttribute(
      'href',
      '/invest/portfolios/market-catalysts-flagship-stocks',
    );
    expect(flagship.getByText('Stocks').nextElementSibling).toHaveTextContent('110');
    expect(flagship.getByText('+0.42%')).toHaveClass('market-change--gain');
    expect(flagship.getByText('Next important catalyst').nextElementSibling).toHaveTextContent('EarningsNVDANov 25, 2026');

    const technology = within(screen.getByRole('article', { name: 'Technology Stocks' }));
    expect(technology.getByText('-0.87%')).toHaveClass('market-change--loss');
    expect(technology.getByText('average of 23', { exact: false })).toBeInTheDocument();
  });

  it('says so when a portfolio has no quotes or catalysts yet, instead of showing zeros', async () => {
    installFakeFetch({ [LIST_API]: { body: portfolioList } });
    renderApp('/invest/portfolios');

    const utilities = within(await screen.findByRole('article', { name: 'Utilities Stocks' }));
    expect(utilities.getByText('Today').nextElementSibling).toHaveTextContent('No quotes yet');
    expect(utilities.getByText('Next important catalyst').nextElementSibling).toHaveTextContent('—No upcoming catalyst');
  });

  it('offers a retry when the list cannot be loaded', async () => {
    installFakeFetch({ [LIST_API]: 'network-error' });
    renderApp('/invest/portfolios');

    expect(await screen.findByText(/We could not load the portfolios\. Check your connection/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('opens from the header main menu and is titled for the browser tab', async () => {
    installFakeFetch({ [LIST_API]: { body: portfolioList } });
    const { user } = renderApp('/');

    await user.click(within(await screen.findByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Portfolios' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Stock Portfolios' })).toBeInTheDocument();
    expect(document.title).toBe('Stock Portfolios · Market Catalysts');
  });
});
