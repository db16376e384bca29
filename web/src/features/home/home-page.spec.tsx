import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { installFakeFetch } from '../../testing/fake-fetch.js';
import { renderApp } from '../../testing/render-app.js';

describe('HomePage', () => {
  it('shows the hero, three feature cards with the third coming soon, two testimonials and a sign-up call', async () => {
    installFakeFetch();
    renderApp('/');

    const main = within(await screen.findByRole('main'));
    expect(await main.findByRole('heading', { level: 1 })).toBeInTheDocument();

    const features = main.getAllByRole('article');
    expect(features).toHaveLength(3);
    expect(within(features[2]!).getByText('Coming Soon')).toBeInTheDocument();
    expect(within(features[2]!).getByRole('heading', { name: /expected price move forecasts/i })).toBeInTheDocument();
    expect(main.getAllByText('Coming Soon')).toHaveLength(1);

    expect(main.getAllByRole('figure')).toHaveLength(2);
    expect(main.getByRole('link', { name: 'Sign Up Now' })).toHaveAttribute('href', '/register');
  });
});
