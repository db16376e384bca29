import type { ReactNode } from 'react';
import './market-page.css';

interface MarketPageProps {
  title: ReactNode;
  /** One line for a trader: what the screen shows and why it helps. */
  intro: ReactNode;
  /** Shown before the title, e.g. a company's logo. */
  badge?: ReactNode;
  /** Controls after the title (a subscriber's "Add to list" star on a company). */
  actions?: ReactNode;
  children: ReactNode;
}

/** The frame of every market screen: heading, explanation, then the blocks. */
export function MarketPage({ title, intro, badge, actions, children }: MarketPageProps) {
  return (
    <article className="market-page">
      <header className="market-page__header">
        {badge}
        <div>
          <h1 className="market-page__title">{title}</h1>
          <p className="market-page__intro">{intro}</p>
        </div>
        {actions && <div className="market-page__actions">{actions}</div>}
      </header>
      {children}
    </article>
  );
}
