import { Link } from 'react-router';
import type { FeatureCopy } from './home-content.js';

export function FeatureCard({ feature }: { feature: FeatureCopy }) {
  return (
    <article className="feature-card">
      <svg className="feature-card__icon" viewBox="0 0 24 24" aria-hidden="true">
        <path d={feature.iconPath} />
      </svg>
      <h3 className="feature-card__title">
        {feature.title}
        {feature.comingSoon ? <span className="badge">Coming Soon</span> : null}
      </h3>
      <p>{feature.description}</p>
      {feature.link ? (
        <Link className="feature-card__link" to={feature.link.to}>
          {feature.link.label} →
        </Link>
      ) : null}
    </article>
  );
}
