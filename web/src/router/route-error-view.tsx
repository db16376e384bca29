import { isRouteErrorResponse, Link, useLocation, useRouteError } from 'react-router';
import { ChunkLoadError, CssChunkLoadError } from './chunk-load-errors.js';
import './router-views.css';

function explain(error: unknown): string {
  if (error instanceof ChunkLoadError || error instanceof CssChunkLoadError) {
    return 'Part of the application could not be loaded, usually because a new version was just released or the connection dropped. Reloading the page fixes it.';
  }
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  return 'Something went wrong while showing this page. Reloading the page usually helps.';
}

/** The router's fallback screen (spec §2): any error thrown while loading or rendering a route. */
export function RouteErrorView() {
  const error = useRouteError();
  const { pathname, search, hash } = useLocation();

  return (
    <section className="router-view" role="alert" aria-labelledby="route-error-title">
      <h1 id="route-error-title">Unexpected Application Error!</h1>
      <p>{explain(error)}</p>
      <div className="router-view__actions">
        {/* A plain link: a full page load fetches fresh chunks, which is what a chunk failure needs. */}
        <a className="button button--primary" href={`${pathname}${search}${hash}`}>
          Reload the page
        </a>
        <Link className="button button--ghost" to="/">
          Go to the home page
        </Link>
      </div>
    </section>
  );
}
