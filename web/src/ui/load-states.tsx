import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { NetworkError } from '../api/api-errors.js';
import './load-states.css';

/**
 * How a state sits on its screen: a `card` in a page's content, or `inline` in a form, a header or the
 * ticker tape, where a card would not fit.
 */
type Placement = 'card' | 'inline';

function stateClass(placement: Placement, kind?: 'loading' | 'error' | 'empty', className?: string): string {
  return ['load-state', `load-state--${placement}`, kind ? `load-state--${kind}` : '', className ?? ''].filter(Boolean).join(' ');
}

interface StateLayout {
  placement?: Placement;
  /** Where the parent lays the state out (the tape's one line); the look stays the shared one. */
  className?: string;
}

/**
 * A screen's data is on its way: `Loading the portfolio…` from `what`, or the spec's own words where it
 * gives them (`Loading...`).
 */
export function LoadingState({
  what,
  message,
  placement = 'card',
  className,
}: { what?: string; message?: string } & StateLayout) {
  return (
    <div className={stateClass(placement, 'loading', className)} role="status">
      <span className="page-loading__spinner" aria-hidden="true" />
      {message ?? `Loading ${what ?? 'the page'}…`}
    </div>
  );
}

/** The failure's words: no answer at all (the network), or an answer that was an error. */
export function failedMessage(what: string, error: unknown): string {
  return error instanceof NetworkError
    ? `We could not load ${what}. Check your connection and try again.`
    : `We could not load ${what} right now. Please try again in a moment.`;
}

interface FailedStateProps extends StateLayout {
  /** What could not be loaded, e.g. `the portfolio`, for the words of `failedMessage`… */
  what?: string;
  error?: unknown;
  /** …or the spec's own words for this failure (`Failed to load pricing plans.`). */
  message?: string;
  /** Asks again; without it (the ticker tape, which refreshes itself) there is no button. */
  onRetry?: () => void;
  /** Announced politely, for a failure beside the screen's content (the tape) rather than instead of it. */
  polite?: boolean;
}

export function FailedState({
  what = 'the page',
  error,
  message,
  onRetry,
  polite = false,
  placement = 'card',
  className,
}: FailedStateProps) {
  return (
    <div className={stateClass(placement, 'error', className)} role={polite ? 'status' : 'alert'}>
      <p>{message ?? failedMessage(what, error)}</p>
      {onRetry ? (
        <button type="button" className="button button--ghost button--small" onClick={onRetry}>
          Try again
        </button>
      ) : null}
    </div>
  );
}

/** Nothing to show: `children` say what is missing; `action` offers a way on (another week, no filters). */
export function EmptyState({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className={stateClass('card', 'empty')} role="status">
      {children}
      {action}
    </div>
  );
}

/**
 * The first answer is still coming: the first request, its automatic retries, or the request "Try again"
 * sent after a failure.
 */
export function isFirstLoad(query: Pick<UseQueryResult, 'status' | 'isFetching'>): boolean {
  return query.status === 'pending' || (query.status === 'error' && query.isFetching);
}

interface QueryStatesProps<T> {
  query: UseQueryResult<T>;
  /** What is loading, for the words: `the portfolios`. */
  what?: string;
  /** The spec's own words, where it gives them (`Loading...`, `Failed to load pricing plans.`). */
  loadingMessage?: string;
  failedMessage?: string;
  placement?: Placement;
  /** Shown instead of `children` when the answer holds nothing (`isEmpty`). */
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

/** Loading, failure with "Try again", empty, or the answer: the same look on every screen. */
export function QueryStates<T>({
  query,
  what,
  loadingMessage,
  failedMessage,
  placement,
  empty,
  isEmpty,
  children,
}: QueryStatesProps<T>) {
  // An answer on screen stays there when a refresh fails (the screen may say so: `isRefetchError`).
  if (query.data !== undefined) {
    if (empty !== undefined && isEmpty?.(query.data)) return <>{empty}</>;
    return <>{children(query.data)}</>;
  }
  if (query.status !== 'error' || isFirstLoad(query)) {
    return <LoadingState what={what} message={loadingMessage} placement={placement} />;
  }
  return (
    <FailedState
      what={what}
      error={query.error}
      message={failedMessage}
      placement={placement}
      onRetry={() => void query.refetch()}
    />
  );
}
