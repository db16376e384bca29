import { TICKER_SYMBOLS } from '@mc/proto/ticker-symbols';
import { site } from '../../config/site.js';
import { TradingViewWidget } from '../../widgets/tradingview-widget.js';
import { companyFinancialsEmbed } from '../../widgets/company-financials.config.js';
import { leadersOverviewEmbed } from '../../widgets/leaders-overview.config.js';
import { CompanyLinkCard } from './company-link-card.js';
import { MarketPage } from './market-page.js';
import './company-link-card.css';

const COMPANY_LINKS_SHOWN = 12;
const exampleFinancialsEmbed = companyFinancialsEmbed(site.exampleCompanySymbol);

export default function TradingViewCompanyPage() {
  return (
    <MarketPage
      title="Company Research"
      intro={`Compare the five highest-ranked companies of our flagship list over 12 months, read ${site.exampleCompanySymbol}'s fundamentals, and open any company's page.`}
    >
      <div className="market-page__pair">
        <TradingViewWidget embed={leadersOverviewEmbed} />
        <TradingViewWidget embed={exampleFinancialsEmbed} />
      </div>
      <section className="company-research__links" aria-labelledby="company-research-links">
        <h2 id="company-research-links" className="company-research__links-title">
          Company pages
        </h2>
        <ul className="company-links">
          {TICKER_SYMBOLS.slice(0, COMPANY_LINKS_SHOWN).map(({ symbol, name }) => (
            <CompanyLinkCard key={symbol} symbol={symbol} name={name} />
          ))}
        </ul>
      </section>
    </MarketPage>
  );
}
