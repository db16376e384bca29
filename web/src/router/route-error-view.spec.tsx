import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderApp } from '../testing/render-app.js';
import { installFakeFetch } from '../testing/fake-fetch.js';
import { lazyPage } from './lazy-page.js';
import { PageLoading } from '../ui/page-loading.js';
import { RouteErrorView } from './route-error-view.js';

describe('RouteErrorView', () => {
  it('is the fallback when a screen chunk fails, with a reload link to the same address', async () => {
    installFakeFetch();
    const brokenScreen = lazyPage(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    renderApp('/broken?tab=2', [
      { path: '/broken', lazy: brokenScreen, errorElement: <RouteErrorView />, HydrateFallback: PageLoading },
    ]);

    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText(/could not be loaded/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reload the page' })).toHaveAttribute('href', '/broken?tab=2');
  });

  it('also catches errors thrown while a screen renders', async () => {
    installFakeFetch();
    function BrokenScreen(): never {
      throw new Error('render failed');
    }
    const silenceExpectedReactError = console.error;
    console.error = () => undefined;
    try {
      renderApp('/broken', [
        { path: '/broken', Component: BrokenScreen, errorElement: <RouteErrorView />, HydrateFallback: PageLoading },
      ]);
      expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    } finally {
      console.error = silenceExpectedReactError;
    }
  });
});
