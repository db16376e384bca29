import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { installFakeFetch } from '../../testing/fake-fetch.js';
import { renderApp } from '../../testing/render-app.js';

describe('HomePage', () => {
  it('shows the hero, three feature cards, the third leading to earnings by expected move, two testimonials and a sign-up call', async () => {
    installFakeFetch();
    renderApp('/');

    const main = within(await screen.findByRole('main'));
    expect(await main.findByRole('heading', { level: 1 })).toBeInTheDocument();

    const features = main.getAllByRole('article');
    expect(features).toHaveLength(3);
    expect(within(features[2]!).getByRole('heading', { name: /expected price move forecasts/i })).toBeInTheDocument();
    expect(within(features[2]!).getByRole('link', { name: /earnings by expected move/i })).toHaveAttribute(
      'href',
      '/earnings-calendar?ordering=-expected_move',
    );
    expect(main.queryByText('Coming Soon')).toBeNull();

    expect(main.getAllByRole('figure')).toHaveLength(2);
    expect(main.getByRole('link', { name: 'Sign Up Now' })).toHaveAttribute('href', '/register');
  });
});
