import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { installFakeFetch } from '../../testing/fake-fetch.js';
import { renderApp } from '../../testing/render-app.js';

describe('RestrictedPage', () => {
  it('explains the restriction, describes calendars and portfolios, and offers Sign In and Sign Up', async () => {
    installFakeFetch();
    renderApp('/restricted');

    expect(await screen.findByRole('heading', { name: 'Access Restricted' })).toBeInTheDocument();
    expect(screen.getByText(/registered users/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Catalyst calendars' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Stock portfolios' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/register');
  });
});
