import { useId, type ReactNode } from 'react';
import './form-card.css';

interface FormCardProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** The centred card that holds the account screens (login, password reset, …). */
export function FormCard({ title, intro, children, footer }: FormCardProps) {
  const titleId = useId();
  return (
    <section className="form-card" aria-labelledby={titleId}>
      <h1 id={titleId} className="form-card__title">
        {title}
      </h1>
      {intro ? <p className="form-card__intro">{intro}</p> : null}
      {children}
      {footer ? <div className="form-card__footer">{footer}</div> : null}
    </section>
  );
}
