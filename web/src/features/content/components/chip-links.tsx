import { Link } from 'react-router';
import { ARTICLES_PATH } from '../content-paths.js';

/** An item's tags, each opening the articles that carry it. */
export function TagLinks({ tags }: { tags: readonly string[] }) {
  if (tags.length === 0) return null;
  return (
    <ul className="chip-list" aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag}>
          <Link className="chip" to={`${ARTICLES_PATH}?${new URLSearchParams({ tag }).toString()}`}>
            #{tag}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The tickers an item mentions, each opening its company page. */
export function TickerLinks({ tickers, label = 'Tickers' }: { tickers: readonly string[]; label?: string }) {
  if (tickers.length === 0) return null;
  return (
    <ul className="chip-list" aria-label={label}>
      {tickers.map((ticker) => (
        <li key={ticker}>
          <Link className="chip chip--ticker" to={`/company/${encodeURIComponent(ticker)}`}>
            {ticker}
          </Link>
        </li>
      ))}
    </ul>
  );
}
