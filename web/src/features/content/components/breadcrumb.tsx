import { Link } from 'react-router';

export interface Crumb {
  label: string;
  to: string;
}

/** The way back up: `Resources › Guides`. The current page is the heading, so it is not repeated here. */
export function Breadcrumb({ trail }: { trail: readonly Crumb[] }) {
  return (
    <nav className="content-breadcrumb" aria-label="Breadcrumb">
      <ol>
        {trail.map((crumb) => (
          <li key={crumb.to}>
            <Link to={crumb.to}>{crumb.label}</Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
