import { NavLink } from 'react-router';
import { MY_CATALYSTS_PATH } from './watchlist-api.js';
import { useIsSubscriber } from './watchlist-queries.js';

/** The header's "My catalysts", for subscribers only (issue 21 §4). */
export function MyCatalystsLink() {
  const { subscriber } = useIsSubscriber();
  if (!subscriber) return null;
  return (
    <li>
      <NavLink className="main-menu__link" to={MY_CATALYSTS_PATH}>
        My catalysts
      </NavLink>
    </li>
  );
}
