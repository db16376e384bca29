import type { RouteObject } from 'react-router';
import { lazyPage } from '../../router/lazy-page.js';

const homePage = lazyPage(() => import('./home-page.js'));

export const homeRoutes: RouteObject[] = [
  { path: '/', lazy: homePage },
  { path: '/home', lazy: homePage },
];
