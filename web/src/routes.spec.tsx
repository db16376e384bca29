import { beforeEach, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import { currentPath, renderApp } from './testing/render-app.js';
import { installFakeFetch } from './testing/fake-fetch.js';
import { sampleUser } from './testing/sample-user.js';

describe('app routes', () => {
  beforeEach(() => {
    installFakeFetch({ 'GET /usermanagement/profile/': { body: sampleUser } });
  });

  it('shows the not-found view for an unknown path', async () => {
    renderApp('/no-such-screen');
    expect(await screen.findByRole('heading', { name: '404 - Page Not Found' })).toBeInTheDocument();
    expect(document.title).toBe('Page not found · Market Catalysts');
  });

  it('names each route in the tab, with its description, canonical link and Open Graph tags', async () => {
    const { router } = renderApp('/pricing');
    await waitFor(() => expect(document.title).toBe('Pricing · Market Catalysts'));
    const head = (selector: string, attribute: string) => document.head.querySelector(selector)?.getAttribute(attribute);
    expect(head('meta[name="description"]', 'content')).toMatch(/^Market Catalysts plans, monthly or yearly/);
    expect(head('link[rel="canonical"]', 'href')).toBe('http://localhost/pricing');
    expect(head('meta[property="og:title"]', 'content')).toBe('Pricing');
    expect(head('meta[property="og:url"]', 'content')).toBe('http://localhost/pricing');

    await act(() => router.navigate('/login'));
    await waitFor(() => expect(document.title).toBe('Log in · Market Catalysts'));
    expect(head('link[rel="canonical"]', 'href')).toBe('http://localhost/login');
  });

  it.each(['/profile', '/analysis'])('sends a visitor without a token from %s to /restricted', async (path) => {
    const { router } = renderApp(path);
    expect(await screen.findByRole('heading', { name: 'Access Restricted' })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/restricted');
  });

  it('opens a guarded screen when a token is stored', async () => {
    window.localStorage.setItem('token', 'abc123');
    const { router } = renderApp('/analysis');
    expect(await screen.findByRole('heading', { name: 'Analysis' })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/analysis');
  });

  it.each(['/', '/home'])('shows the marketing home at %s', async (path) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: /know what moves the market/i })).toBeInTheDocument();
  });
});
