import type { ReactNode } from 'react';
import './load-states.css';

/** A screen's data is on its way: `Loading the portfolio…`. */
export function LoadingState({ what }: { what: string }) {
  return (
    <div className="load-state" role="status">
      <span className="page-loading__spinner" aria-hidden="true" />
      Loading {what}…
    </div>
  );
}

interface FailedStateProps {
  /** What could not be loaded, e.g. `the portfolio`. */
  what: string;
  /** No answer at all (the network), rather than an answer that was an error. */
  offline: boolean;
  onRetry: () => void;
}

export function FailedState({ what, offline, onRetry }: FailedStateProps) {
  const message = offline
    ? `We could not load ${what}. Check your connection and try again.`
    : `We could not load ${what} right now. Please try again in a moment.`;
  return (
    <div className="load-state load-state--error" role="alert">
      <p>{message}</p>
      <button type="button" className="button button--ghost button--small" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <div className="load-state load-state--empty" role="status">
      {children}
    </div>
  );
}
