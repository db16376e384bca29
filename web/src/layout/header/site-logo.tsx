import { Link } from 'react-router';
import { site } from '../../config/site.js';

export function SiteLogo() {
  return (
    <Link to="/" className="site-logo" aria-label={`${site.name} home`}>
      <svg className="site-logo__mark" viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="7" />
        <path d="M6 22l6-7 5 4 9-11" />
        <circle cx="26" cy="8" r="2.5" />
      </svg>
      <span className="site-logo__name">{site.name}</span>
    </Link>
  );
}
