import type { Watchlist } from '@mc/api';
import { isNotFound } from '../../api/api-errors.js';
import { useBffQueries } from '../../api/bff-query.js';
import { companyKeys, companyUrl } from '../market/company-api.js';
import { PORTFOLIO_REFRESH_MS } from '../portfolios/portfolio-api.js';
import { PortfolioTable } from '../portfolios/portfolio-table.js';
import { ListStar } from './add-to-list.js';
import { tickerRow, type Company } from './ticker-rows.js';
import '../portfolios/portfolios.css';

/**
 * The list's tickers as a portfolio's table: quote, market cap and next catalyst of each, from the company API
 * (the entries the company pages share), refreshed as the portfolios are. Rows show as their company arrives.
 */
export function WatchlistTickers({ list }: { list: Watchlist }) {
  const companies = useBffQueries<Company>(
    list.tickers.map((ticker) => ({ key: companyKeys.detail(ticker), path: companyUrl(ticker) })),
    { refetchInterval: PORTFOLIO_REFRESH_MS },
  );
  const rows = list.tickers.flatMap((ticker, index) => {
    const company = companies[index];
    if (company?.data) return [tickerRow(ticker, index + 1, company.data)];
    // A ticker the API no longer knows keeps its place, its figures missing.
    if (isNotFound(company?.error)) return [tickerRow(ticker, index + 1, null)];
    return [];
  });
  const waiting = companies.filter((company) => company.isPending && company.fetchStatus !== 'idle').length;
  const failed = companies.filter((company) => company.isError && !isNotFound(company.error)).length;

  return (
    <section className="watchlist-tickers" aria-labelledby="watchlist-tickers-title">
      <h2 id="watchlist-tickers-title" className="watchlist-tickers__title">
        Tickers in {list.name}
      </h2>
      <p className="watchlist-tickers__status" role="status">
        {waiting > 0
          ? `Loading ${waiting} of ${list.tickers.length} tickers…`
          : `${list.tickers.length} ${list.tickers.length === 1 ? 'ticker' : 'tickers'} · Delayed quotes, refreshed every 5 minutes.`}
        {failed > 0 && ` ${failed} could not be loaded; they will be asked for again at the next refresh.`}
      </p>
      {rows.length > 0 && (
        <PortfolioTable
          title={`Tickers in ${list.name}`}
          kind="sector"
          rows={rows}
          rowAction={(row) => <ListStar ticker={row.ticker} />}
        />
      )}
    </section>
  );
}
