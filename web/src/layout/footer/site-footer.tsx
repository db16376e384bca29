import { Link } from 'react-router';
import { site } from '../../config/site.js';
import { NewsletterForm } from '../../features/newsletter/newsletter-form.js';
import { legalLinks } from '../../navigation/site-links.js';
import { SiteLogo } from '../header/site-logo.js';
import { FooterLinkColumns } from './footer-link-columns.js';
import { SocialLinks } from './social-links.js';
import './site-footer.css';

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__top">
          <div className="site-footer__brand">
            <SiteLogo />
            <p>Catalyst calendars, curated portfolios and market data for traders and investors.</p>
            <SocialLinks />
          </div>
          <NewsletterForm />
        </div>
        <FooterLinkColumns />
        <p className="site-footer__disclaimer">
          Disclaimer: the information on this site is provided for informational and educational purposes only and is not
          investment advice or a recommendation to buy or sell any security. Market data may be delayed and is not guaranteed to
          be accurate or complete. Trading and investing involve risk, including the loss of principal; past performance does not
          guarantee future results. See the <Link to="/data-disclaimer">Data Disclaimer</Link>.
        </p>
        <div className="site-footer__bottom">
          <p>
            © {new Date().getFullYear()} {site.name}. All rights reserved.
          </p>
          <ul className="site-footer__legal">
            {legalLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
