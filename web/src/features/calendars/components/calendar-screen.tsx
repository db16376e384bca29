import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { CalendarPath, CalendarRow } from '@mc/api/calendars';
import { routeMeta } from '@mc/api/site-routes';
import { usePageMeta } from '../../../ui/page-meta.js';
import type { CalendarScreenState } from '../hooks/use-calendar-screen.js';
import type { CalendarAnswer } from '../hooks/calendar-rows-query.js';
import { narrowsRows, withoutNarrowing } from '../model/calendar-filters.js';
import { CALENDAR_KINDS } from '../model/calendar-kinds.js';
import { rangeLabel } from '../model/day-format.js';
import { zoneAbbreviation } from '../model/time-zone.js';
import { CalendarScreenStates } from './calendar-screen-states.js';
import { EmptyState } from '../../../ui/load-states.js';
import { CsvExport } from './csv-export.js';
import { FilterBar } from './filter-bar.js';
import { FilterDrawer } from './filter-drawer.js';
import { PreviewNotice } from './preview-notice.js';
import { RangeToolbar } from './range-toolbar.js';
import { ViewSwitcher } from './view-switcher.js';
import './calendar-screen.css';

interface CalendarScreenProps {
  calendar: CalendarPath;
  screen: CalendarScreenState;
  /** Overrides the calendar's own title (the member calendar). */
  title?: string;
  /** The mosaic steps by weeks only. */
  customRange?: boolean;
  /** A screen of its own around the calendar (My catalysts): its heading and views instead of the calendar's. */
  header?: ReactNode;
  /** Steps of the screen's own instead of the weeks' (a month view's months). */
  rangeBar?: ReactNode;
  /** Shortcuts beside the range (My catalysts' "within N days"). */
  shortcuts?: ReactNode;
  /** What the screen shows after the calendar (My catalysts' tickers). */
  footer?: ReactNode;
  children: (rows: CalendarRow[], answer: CalendarAnswer) => ReactNode;
}

/** The frame of a calendar's table, mosaic and list: heading, preview notice, range, filters, then the rows' states. */
export function CalendarScreen({
  calendar,
  screen,
  title,
  customRange = true,
  header,
  rangeBar,
  shortcuts,
  footer,
  children,
}: CalendarScreenProps) {
  const kind = CALENDAR_KINDS[calendar];
  const { state, filters } = screen;
  const answer = state.status === 'ready' ? state.answer : null;
  const shown = answer ? { from: answer.date_from, to: answer.date_to } : null;
  const narrowed = narrowsRows(filters);
  // The route's name tells the table, mosaic and classic views apart; the range tells one week from the next.
  const route = routeMeta(useLocation().pathname);
  const pageTitle = title ?? route.title;
  usePageMeta({
    title: shown ? `${pageTitle}, ${rangeLabel(shown)}` : pageTitle,
    description: kind.description,
    path: route.path,
  });

  const csv = answer && shown && (
    <CsvExport calendar={calendar} params={screen.params} timeZone={screen.timeZone} access={answer.access} range={shown} />
  );

  return (
    <article className="calendar-page">
      {header ?? (
        <header className="calendar-page__header">
          <div>
            <h1 className="calendar-page__title">{title ?? kind.title}</h1>
            <p className="calendar-page__intro">{kind.description}</p>
          </div>
          <div className="calendar-page__header-actions">
            <ViewSwitcher calendar={calendar} />
            {csv}
          </div>
        </header>
      )}
      {header && csv && <div className="calendar-page__header-actions">{csv}</div>}
      {answer && <PreviewNotice locked={answer.locked} />}
      {rangeBar ?? (
        <RangeToolbar
          shown={shown}
          currentWeek={answer ? { from: answer.current_week.date_from, to: answer.current_week.date_to } : null}
          locked={answer?.locked.includes('other_weeks') ?? false}
          onRangeChange={screen.setRange}
          customRange={customRange}
          timeZone={screen.timeZone}
          onTimeZoneChange={screen.setTimeZone}
        />
      )}
      {shortcuts}
      <FilterDrawer narrowed={narrowed}>
        <FilterBar calendar={calendar} filters={filters} onChange={screen.setFilters} timeZone={screen.timeZone} />
      </FilterDrawer>
      <CalendarScreenStates
        state={state}
        noun={kind.noun}
        onRetry={screen.retry}
        onReset={screen.reset}
        onCurrentWeek={() => screen.setRange(null)}
        empty={
          shown && (
            <EmptyState
              action={
                narrowed && (
                  <button
                    type="button"
                    className="button button--ghost button--small"
                    onClick={() => screen.setFilters(withoutNarrowing(filters))}
                  >
                    Clear filters
                  </button>
                )
              }
            >
              No {kind.noun} {narrowed ? 'match these filters' : 'are scheduled'} for {rangeLabel(shown)}.
            </EmptyState>
          )
        }
      >
        {(rows, rowsAnswer) => (
          <>
            <p className="calendar-page__summary">
              {state.status === 'ready' && !state.complete
                ? `Loaded ${rows.length.toLocaleString('en-US')} of ${rowsAnswer.count.toLocaleString('en-US')} ${kind.noun}…`
                : `${rowsAnswer.count.toLocaleString('en-US')} ${rowsAnswer.count === 1 ? kind.noun.replace(/s$/, '') : kind.noun}`}
              {' · '}Times in {screen.timeZone.replace(/_/g, ' ')} ({zoneAbbreviation(screen.timeZone)})
              {state.status === 'ready' && state.refreshing && <span className="calendar-page__updating"> · Updating…</span>}
            </p>
            {children(rows, rowsAnswer)}
          </>
        )}
      </CalendarScreenStates>
      {footer}
    </article>
  );
}
