import { Link, useLocation } from 'react-router';
import { NOT_FOUND_WORDS } from '@mc/api/site-routes';
import { usePageMeta } from '../ui/page-meta.js';
import './router-views.css';

export function NotFoundPage() {
  // Also shown for an unknown slug under a route that exists (`/articles/no-such-article`).
  usePageMeta({ ...NOT_FOUND_WORDS, path: useLocation().pathname });
  return (
    <section className="router-view" aria-labelledby="not-found-title">
      <p className="router-view__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">404 - Page Not Found</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <Link className="button button--primary" to="/">
        Go to the home page
      </Link>
    </section>
  );
}
