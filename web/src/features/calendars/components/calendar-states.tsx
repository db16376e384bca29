import type { CalendarLockedError } from '@mc/api/calendars';
import { SubscribeLink } from './preview-notice.js';
import { LockIcon } from './lock-icon.js';
import './calendar-states.css';

// Loading, failure and emptiness look as on every screen (ui/load-states); these two are the calendar's own refusals.

/** The address asks for something the API refuses (a hand-edited link): say what, and offer a way back. */
export function InvalidState({ problems, onReset }: { problems: string[]; onReset: () => void }) {
  return (
    <div className="load-state load-state--card load-state--error calendar-state" role="alert">
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
    <div className="load-state load-state--card calendar-state calendar-state--locked" role="alert">
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
