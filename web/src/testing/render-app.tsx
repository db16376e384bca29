import { render } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { App } from '../app.js';
import { appRoutes } from '../routes.js';
import { createTestQueryClient } from './test-query-client.js';

/** Renders the whole app (providers, layout, lazy screens) at `path`, in memory. */
export function renderApp(path: string, routes: RouteObject[] = appRoutes) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createTestQueryClient();
  const view = render(<App router={router} queryClient={queryClient} />);
  return { ...view, router, queryClient, user: userEvent.setup() };
}

export function currentPath(router: { state: { location: { pathname: string } } }): string {
  return router.state.location.pathname;
}
