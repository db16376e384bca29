import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { installFakeFetch } from '../../testing/fake-fetch.js';
import { renderApp } from '../../testing/render-app.js';

describe('/logos (demo logo screen)', () => {
  it('shows AAPL, MSFT, GOOGL and AMZN at 100 × 100 by lower-case ticker', async () => {
    installFakeFetch();
    renderApp('/logos');
    expect(await screen.findByRole('heading', { level: 1, name: 'Company Logos' })).toBeInTheDocument();
    const main = screen.getByRole('main');

    const logos = within(main).getAllByRole('img');
    expect(logos.map((logo) => logo.getAttribute('alt'))).toEqual(['AAPL logo', 'MSFT logo', 'GOOGL logo', 'AMZN logo']);
    expect(logos.map((logo) => logo.getAttribute('src'))).toEqual([
      '/staticfiles/company_logos/aapl.png',
      '/staticfiles/company_logos/msft.png',
      '/staticfiles/company_logos/googl.png',
      '/staticfiles/company_logos/amzn.png',
    ]);
    for (const logo of logos) {
      expect(logo).toHaveAttribute('width', '100');
      expect(logo).toHaveAttribute('height', '100');
    }
  });

  it('hides a logo that fails to load and keeps the ticker (no upper-case file is listed)', async () => {
    installFakeFetch();
    renderApp('/logos');
    const main = within(await screen.findByRole('main'));
    await screen.findByRole('heading', { level: 1, name: 'Company Logos' });

    fireEvent.error(main.getByRole('img', { name: 'GOOGL logo' }));
    expect(main.queryByRole('img', { name: 'GOOGL logo' })).not.toBeInTheDocument();
    expect(main.getByText('GOOGL')).toBeInTheDocument();
    expect(main.getAllByRole('img')).toHaveLength(3);
  });
});
