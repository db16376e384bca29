import type { CartItem } from '../api/billing-types.js';
import { formatCents } from '../format/money.js';
import { cartTotalCents } from './cart-state.js';
import './cart-summary.css';

/** The items and their total; `period` follows each price ("per month"). */
export function CartSummary({ items, period }: { items: readonly CartItem[]; period?: string }) {
  return (
    <div className="cart-summary">
      <ul className="cart-summary__items">
        {items.map((item) => (
          <li key={item.id} className="cart-summary__item">
            <div>
              <p className="cart-summary__name">{item.name}</p>
              <p className="cart-summary__description">{item.description}</p>
            </div>
            <p className="cart-summary__price">
              {formatCents(item.price)}
              {period ? <span className="cart-summary__period"> {period}</span> : null}
            </p>
          </li>
        ))}
      </ul>
      <p className="cart-summary__total">
        <span>Total</span>
        <strong>{formatCents(cartTotalCents(items))}</strong>
      </p>
    </div>
  );
}
