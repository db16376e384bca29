import { Link } from 'react-router';
import './router-views.css';

export function NotFoundPage() {
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
