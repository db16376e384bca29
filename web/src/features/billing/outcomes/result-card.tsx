import type { ReactNode } from 'react';
import './result-card.css';

type Tone = 'success' | 'failure';

const ICONS: Record<Tone, string> = {
  success: 'M5 12.5l4.5 4.5L19 7.5',
  failure: 'M12 7v6M12 16.5v.5M10.3 3.9L2.4 17.5A2 2 0 0 0 4.1 20.5h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z',
};

interface ResultCardProps {
  tone: Tone;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}

/** The centred outcome of a payment step: an icon, a heading, a line or two and what to do next. */
export function ResultCard({ tone, title, children, actions }: ResultCardProps) {
  return (
    <section className={`result-card result-card--${tone}`} aria-labelledby="result-card-title">
      <svg className="result-card__icon" viewBox="0 0 24 24" aria-hidden="true">
        <path d={ICONS[tone]} />
      </svg>
      <h1 id="result-card-title">{title}</h1>
      {children}
      {actions ? <div className="result-card__actions">{actions}</div> : null}
    </section>
  );
}
