import type { ReactNode } from 'react';
import { Link } from 'react-router';
import './restricted-page.css';

interface RestrictedViewProps {
  /** Why the reader is here; by default, that the content is for registered users. */
  lead?: ReactNode;
  /** The way in; by default Sign In and Sign Up. */
  actions?: ReactNode;
}

/** The Access Restricted view (spec §2): /restricted, and a subscribers' screen shown to anyone else. */
export function RestrictedView({ lead, actions }: RestrictedViewProps) {
  return (
    <section className="restricted" aria-labelledby="restricted-title">
      <h1 id="restricted-title">Access Restricted</h1>
      <p className="restricted__lead">
        {lead ?? 'This content is available to registered users only. Sign in to your account, or sign up to get access.'}
      </p>
      <div className="restricted__offers">
        <article className="restricted__offer">
          <h2>Catalyst calendars</h2>
          <p>
            Earnings, FDA, IPO, dividend, stock split, conference, conference-call and economic calendars: every event that can
            move a stock, in one place and ahead of time.
          </p>
        </article>
        <article className="restricted__offer">
          <h2>Stock portfolios</h2>
          <p>
            Curated portfolios for each market sector, plus our flagship 110-stock portfolio of the companies that matter most.
          </p>
        </article>
      </div>
      <div className="restricted__actions">
        {actions ?? (
          <>
            <Link className="button button--primary" to="/login">
              Sign In
            </Link>
            <Link className="button button--ghost" to="/register">
              Sign Up
            </Link>
          </>
        )}
      </div>
    </section>
  );
}
