import { CompanyLogo } from './company-logo.js';
import { MarketPage } from './market-page.js';
import './company-logos-page.css';

/** Spec §2: the demo logo screen's four tickers, at 100 × 100. */
const DEMO_LOGO_TICKERS = ['AAPL', 'MSFT', 'GOOGL', 'AMZN'] as const;
const DEMO_LOGO_SIZE_PX = 100;

export default function CompanyLogosPage() {
  return (
    <MarketPage
      title="Company Logos"
      intro="Four example companies' logos at 100 × 100, as the ticker tape and company pages show them: by lower-case ticker, then upper-case, and left out when there is none."
    >
      <ul className="company-logos">
        {DEMO_LOGO_TICKERS.map((ticker) => (
          <li key={ticker} className="company-logos__item">
            <div className="company-logos__image">
              <CompanyLogo symbol={ticker} size={DEMO_LOGO_SIZE_PX} alt={`${ticker} logo`} missing="hidden" />
            </div>
            <span className="company-logos__ticker">{ticker}</span>
          </li>
        ))}
      </ul>
    </MarketPage>
  );
}
