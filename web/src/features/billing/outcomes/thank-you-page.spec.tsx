import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { installFakeFetch } from '../../../testing/fake-fetch.js';
import { renderApp } from '../../../testing/render-app.js';

describe('ThankYouPage', () => {
  it('confirms the subscription and links to /login and /', async () => {
    installFakeFetch();
    renderApp('/thank-you');

    const main = within(await screen.findByRole('main'));
    expect(await main.findByText(/subscription has been processed/)).toBeInTheDocument();
    expect(main.getByText(/premium features are now available/)).toBeInTheDocument();
    expect(main.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    expect(main.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });
});
