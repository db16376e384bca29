import { useId, type ReactNode } from 'react';
import './price-card.css';

interface PriceCardProps {
  name: string;
  /** Already formatted ("$20.00"). */
  price: string | null;
  period?: string;
  description?: string | null;
  note?: string;
  features?: readonly string[];
  featured?: boolean;
  /** The call to action at the bottom of the card. */
  action: ReactNode;
}

/** One plan on a pricing screen. */
export function PriceCard({ name, price, period, description, note, features, featured = false, action }: PriceCardProps) {
  const titleId = useId();
  return (
    <article className={featured ? 'price-card price-card--featured' : 'price-card'} aria-labelledby={titleId}>
      <h2 id={titleId} className="price-card__name">
        {name}
      </h2>
      <p className="price-card__price">
        <span className="price-card__amount">{price}</span>
        {period ? <span className="price-card__period"> {period}</span> : null}
      </p>
      {note ? <p className="price-card__note">{note}</p> : null}
      {description ? <p className="price-card__description">{description}</p> : null}
      {features?.length ? (
        <ul className="price-card__features">
          {features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      ) : null}
      <div className="price-card__action">{action}</div>
    </article>
  );
}
