import { useParams } from 'react-router';
import { routeMeta } from '@mc/api/site-routes';
import { usePageMeta } from '../../ui/page-meta.js';
import { TradingViewWidget } from '../../widgets/tradingview-widget.js';
import { companyChartEmbed } from '../../widgets/company-chart.config.js';
import { companyProfileEmbed } from '../../widgets/company-profile.config.js';
import { symbolInfoEmbed } from '../../widgets/symbol-info.config.js';
import { technicalAnalysisEmbed } from '../../widgets/technical-analysis.config.js';
import { CompanyCatalysts } from '../calendars/components/company-catalysts.js';
import { AddToList } from '../my-catalysts/add-to-list.js';
import { CompanyLogo } from './company-logo.js';
import { listedCompanyName } from './company-names.js';
import { MarketPage } from './market-page.js';

const HEADER_LOGO_SIZE_PX = 56;

/** `/company/{ticker}`: the header search and the Companies menu open this page. */
export default function CompanyPage() {
  const ticker = (useParams().ticker ?? '').trim().toUpperCase();
  const name = listedCompanyName(ticker);
  const route = routeMeta(`/company/${encodeURIComponent(ticker)}`);
  usePageMeta({ ...route, title: name ? `${ticker} — ${name} catalysts and quote` : route.title });

  return (
    <MarketPage
      title={ticker}
      intro={`${name ?? ticker}: price, 12-month chart, technical rating and company profile.`}
      badge={<CompanyLogo key={ticker} className="company-page__logo" symbol={ticker} size={HEADER_LOGO_SIZE_PX} />}
      actions={<AddToList ticker={ticker} withWords />}
    >
      {/* A new ticker means new widgets: each embed reads its configuration once. */}
      <div key={ticker} className="company-page__blocks">
        <TradingViewWidget embed={symbolInfoEmbed(ticker)} />
        <TradingViewWidget embed={companyChartEmbed(ticker)} />
        <CompanyCatalysts ticker={ticker} />
        <div className="market-page__pair">
          <TradingViewWidget embed={technicalAnalysisEmbed(ticker)} />
          <TradingViewWidget embed={companyProfileEmbed(ticker)} />
        </div>
      </div>
    </MarketPage>
  );
}
