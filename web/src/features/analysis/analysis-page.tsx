import { Link } from 'react-router';
import { calendarLinks, marketLinks, portfolioLinks, type SiteLink } from '../../navigation/site-links.js';
import { useAuth } from '../auth/use-auth.js';
import './analysis-page.css';

interface AnalysisArea {
  id: string;
  title: string;
  description: string;
  links: SiteLink[];
}

const analysisAreas: AnalysisArea[] = [
  {
    id: 'analysis-calendars',
    title: 'Catalyst calendars',
    description: 'Upcoming events that move stocks, by type, with the member-only combined calendar.',
    links: [{ label: 'Combined Catalyst Calendar', to: '/catalyst-calendar' }, ...calendarLinks],
  },
  {
    id: 'analysis-portfolios',
    title: 'Portfolios',
    description: 'Curated stocks for every sector and the flagship 110-stock portfolio.',
    links: portfolioLinks,
  },
  {
    id: 'analysis-market',
    title: 'Market data',
    description: 'Charts, heatmaps and screeners for stocks, crypto and forex.',
    links: marketLinks,
  },
];

export default function AnalysisPage() {
  const { user } = useAuth();
  return (
    <div className="analysis">
      <header className="analysis__header">
        <h1>Analysis</h1>
        <p>
          {user ? `Welcome back, ${user.first_name || user.username}. ` : ''}
          Everything your membership includes, one click away.
        </p>
      </header>
      <div className="analysis__areas">
        {analysisAreas.map((area) => (
          <section key={area.id} className="analysis__area" aria-labelledby={area.id}>
            <h2 id={area.id}>{area.title}</h2>
            <p>{area.description}</p>
            <ul>
              {area.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
