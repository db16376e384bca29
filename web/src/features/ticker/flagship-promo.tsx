import { Link } from 'react-router';
import { site } from '../../config/site.js';

export const FLAGSHIP_PORTFOLIO_PATH = `/invest/portfolios/${site.productSlug}-flagship-stocks`;
const PRODUCT_MARK_SRC = '/static/mc_logos/market-catalysts-mark.png';

/** The tape's link to the flagship portfolio; `focusable` is false for its repeats (one tab stop is enough). */
export function FlagshipPromo({ focusable }: { focusable: boolean }) {
  return (
    <li className="ticker-promo">
      <Link className="ticker-promo__link" to={FLAGSHIP_PORTFOLIO_PATH} tabIndex={focusable ? undefined : -1}>
        <img className="ticker-promo__mark" src={PRODUCT_MARK_SRC} alt="" width={18} height={18} />
        Flagship 110 Portfolio
      </Link>
    </li>
  );
}
