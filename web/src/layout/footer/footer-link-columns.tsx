import { Link } from 'react-router';
import {
  calendarLinks,
  companyInfoLinks,
  marketLinks,
  portfolioLinks,
  resourceLinks,
  type SiteLink,
} from '../../navigation/site-links.js';

interface LinkColumn {
  title: string;
  links: SiteLink[];
}

const linkColumns: LinkColumn[] = [
  { title: 'Calendars', links: calendarLinks.slice(0, 6) },
  { title: 'Portfolios', links: portfolioLinks.slice(0, 6) },
  { title: 'Market', links: marketLinks.slice(0, 6) },
  { title: 'Learn', links: resourceLinks },
  { title: 'Company', links: companyInfoLinks },
];

export function FooterLinkColumns() {
  return (
    <div className="footer-columns">
      {linkColumns.map((column) => (
        <nav key={column.title} className="footer-columns__column" aria-label={column.title}>
          <h2 className="footer-columns__title">{column.title}</h2>
          <ul>
            {column.links.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ))}
    </div>
  );
}
