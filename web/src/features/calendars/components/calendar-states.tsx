import type { ReactNode } from 'react';
import type { CalendarLockedError } from '@mc/api/calendars';
import { SubscribeLink } from './preview-notice.js';
import { LockIcon } from './lock-icon.js';
import './calendar-states.css';

export function LoadingState({ what }: { what: string }) {
  return (
    <div className="calendar-state" role="status">
      <span className="page-loading__spinner" aria-hidden="true" />
      Loading {what}…
    </div>
  );
}

export function EmptyState({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="calendar-state calendar-state--empty" role="status">
      <p>{children}</p>
      {action}
    </div>
  );
}

export function FailedState({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="calendar-state calendar-state--error" role="alert">
      <p>{message}</p>
      <button type="button" className="button button--ghost button--small" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

/** The address asks for something the API refuses (a hand-edited link): say what, and offer a way back. */
export function InvalidState({ problems, onReset }: { problems: string[]; onReset: () => void }) {
  return (
    <div className="calendar-state calendar-state--error" role="alert">
      <p>This link asks for a view the calendar cannot show:</p>
      <ul>
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
      <button type="button" className="button button--ghost button--small" onClick={onReset}>
        Show this week without filters
      </button>
    </div>
  );
}

/** A preview reader asked for another week (a shared link, say): the API's reason, this week, and the subscribe call. */
export function LockedState({ refusal, onCurrentWeek }: { refusal: CalendarLockedError; onCurrentWeek: () => void }) {
  return (
    <div className="calendar-state calendar-state--locked" role="alert">
      <p>
        <LockIcon /> {refusal.detail}
      </p>
      <div className="calendar-state__actions">
        <SubscribeLink />
        <button type="button" className="button button--ghost" onClick={onCurrentWeek}>
          Show this week
        </button>
      </div>
    </div>
  );
}
