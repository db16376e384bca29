import type { ComponentType } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router';
import { loadChunk } from './load-chunk.js';

/** A screen module: its default export is the page component. */
export interface PageModule {
  default: ComponentType;
}

/**
 * Route `lazy` for a screen in its own chunk:
 * `{ path: '/login', lazy: lazyPage(() => import('./login-page.js')) }`.
 */
export function lazyPage(importPage: () => Promise<PageModule>): LazyRouteFunction<RouteObject> {
  return async () => {
    const page = await loadChunk(importPage);
    return { Component: page.default };
  };
}
