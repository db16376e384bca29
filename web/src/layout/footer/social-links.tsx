import { site } from '../../config/site.js';

export function SocialLinks() {
  return (
    <ul className="social-links" aria-label="Follow us">
      {site.socialProfiles.map((profile) => (
        <li key={profile.name}>
          <a href={profile.url} target="_blank" rel="noopener noreferrer" aria-label={`${site.name} on ${profile.name}`}>
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path d={profile.iconPath} />
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
