import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { installFakeFetch } from '../../../testing/fake-fetch.js';
import { currentPath, renderApp } from '../../../testing/render-app.js';
import { sitePage } from '../content-fixtures.test-helper.js';

describe('the site’s own pages', () => {
  it.each([
    ['/about', 'about'],
    ['/about-us', 'about-us'],
    ['/team', 'team'],
    ['/data-disclaimer', 'data-disclaimer'],
    ['/privacy-policy', 'privacy-policy'],
    ['/terms-of-use', 'terms-of-use'],
  ])('%s shows the page from /api/pages/%s/', async (path, slug) => {
    const page = sitePage(slug, { title: `Page ${slug}` });
    const server = installFakeFetch({ [`GET /api/pages/${slug}/`]: { body: page } });
    renderApp(path);

    expect(await screen.findByRole('heading', { level: 1, name: `Page ${slug}` })).toBeInTheDocument();
    expect(screen.getByText('Last updated')).toHaveTextContent('Last updated Nov 9, 2026');
    expect(server.requestsTo(`GET /api/pages/${slug}/`)).toHaveLength(1);
    expect(document.title).toBe(`Page ${slug} · Market Catalysts`);
  });

  it('opens the privacy policy from the footer', async () => {
    installFakeFetch({ 'GET /api/pages/privacy-policy/': { body: sitePage('privacy-policy', { title: 'Privacy Policy' }) } });
    const { router, user } = renderApp('/');

    const footer = within(await screen.findByRole('contentinfo'));
    await user.click(footer.getByRole('link', { name: 'Privacy Policy' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/privacy-policy');
  });

  it('shows the not-found view when the API has no such page', async () => {
    installFakeFetch();
    renderApp('/team');

    expect(await screen.findByRole('heading', { name: '404 - Page Not Found' })).toBeInTheDocument();
  });
});
