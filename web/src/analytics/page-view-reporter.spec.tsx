import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { installFakeFetch } from '../testing/fake-fetch.js';
import { renderApp } from '../testing/render-app.js';

describe('PageViewReporter', () => {
  it('posts the path of the first screen and of every route change', async () => {
    const server = installFakeFetch({ 'POST /api/page-views/': { status: 201 } });
    const { user } = renderApp('/');

    await waitFor(() => expect(server.requestsTo('POST /api/page-views/')).toHaveLength(1));
    const mainNavigation = within(await screen.findByRole('navigation', { name: 'Main' }));
    await user.click(mainNavigation.getByRole('link', { name: 'Team' }));
    await waitFor(() => expect(server.requestsTo('POST /api/page-views/')).toHaveLength(2));

    const [first, second] = server.requestsTo('POST /api/page-views/');
    expect(first).toMatchObject({ body: { path: '/' }, keepalive: true });
    expect(second).toMatchObject({ body: { path: '/team' }, keepalive: true });
  });

  it('ignores analytics failures', async () => {
    installFakeFetch({ 'POST /api/page-views/': 'network-error' });
    renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Log In' })).toBeInTheDocument();
  });
});
