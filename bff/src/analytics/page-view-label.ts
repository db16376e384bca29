import { matchSiteRoute } from '@mc/api/site-routes';

/** The label of every path that is no screen of the web app. */
export const OTHER_ROUTE = 'other';

/**
 * The metric label of a reported path: the web app's route pattern it shows (`/company/:ticker`),
 * never the path itself, so the label set is fixed whatever clients send.
 */
export function pageViewLabel(path: string): string {
  const pathname = path.split(/[?#]/, 1)[0];
  return matchSiteRoute(pathname)?.route.path ?? OTHER_ROUTE;
}
