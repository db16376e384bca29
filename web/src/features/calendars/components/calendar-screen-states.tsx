import type { ReactNode } from 'react';
import type { CalendarRow } from '@mc/api/calendars';
import type { CalendarAnswer, CalendarRowsState } from '../hooks/calendar-rows-query.js';
import { FailedState, LoadingState } from '../../../ui/load-states.js';
import { InvalidState, LockedState } from './calendar-states.js';

interface CalendarScreenStatesProps {
  state: CalendarRowsState;
  /** What is loading: "earnings reports". */
  noun: string;
  onRetry: () => void;
  /** Back to a view that works, when the address asks for one the API refuses. */
  onReset: () => void;
  /** A preview reader's way back from a locked week; `onReset` unless given. */
  onCurrentWeek?: () => void;
  /** Shown instead of the rows when there are none; without it the rows' view draws its own emptiness. */
  empty?: ReactNode;
  children: (rows: CalendarRow[], answer: CalendarAnswer) => ReactNode;
}

/** The results region of a calendar screen: loading, failure, refusal, empty, or the rows. */
export function CalendarScreenStates({
  state,
  noun,
  onRetry,
  onReset,
  onCurrentWeek = onReset,
  empty,
  children,
}: CalendarScreenStatesProps) {
  const busy = state.status === 'loading' || (state.status === 'ready' && state.refreshing);
  return (
    <section className="calendar-page__results" aria-label="Results" aria-busy={busy}>
      {state.status === 'loading' && <LoadingState what={noun} />}
      {state.status === 'failed' && <FailedState what="the calendar" error={state.error} onRetry={onRetry} />}
      {state.status === 'invalid' && <InvalidState problems={state.problems} onReset={onReset} />}
      {state.status === 'locked' && <LockedState refusal={state.refusal} onCurrentWeek={onCurrentWeek} />}
      {state.status === 'ready' && (state.rows.length === 0 && empty ? empty : children(state.rows, state.answer))}
    </section>
  );
}
