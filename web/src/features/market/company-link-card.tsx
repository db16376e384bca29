import { Link } from 'react-router';
import { CompanyLogo } from './company-logo.js';

const CARD_LOGO_SIZE_PX = 32;

/** A link to one company's page, with its logo, ticker and name. */
export function CompanyLinkCard({ symbol, name }: { symbol: string; name: string }) {
  return (
    <li>
      <Link className="company-link-card" to={`/company/${symbol}`}>
        <CompanyLogo className="company-link-card__logo" symbol={symbol} size={CARD_LOGO_SIZE_PX} />
        <span className="company-link-card__symbol">{symbol}</span>
        <span className="company-link-card__name">{name}</span>
      </Link>
    </li>
  );
}
