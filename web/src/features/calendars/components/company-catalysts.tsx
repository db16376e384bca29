import { useId } from 'react';
import { Link } from 'react-router';
import type { CalendarRow } from '@mc/api/calendars';
import { calendarPath } from '../calendar-paths.js';
import { useCalendarRowsQuery } from '../hooks/calendar-rows-query.js';
import { useTimeZone } from '../hooks/use-time-zone.js';
import { dayWithYear } from '../model/day-format.js';
import { addDays, todayIn, weekOf, type Day } from '../model/day-range.js';
import { isUpcoming } from '../model/next-events.js';
import { clockTime } from '../model/value-format.js';
import { CalendarScreenStates } from './calendar-screen-states.js';
import { EmptyState } from '../../../ui/load-states.js';
import { PreviewNotice } from './preview-notice.js';
import { DateStatusBadge, SessionMarker, TypeTag } from './row-markers.js';
import './company-catalysts.css';

/** How far the company's catalysts reach: a quarter back (its last results), six months ahead. */
export const RECENT_DAYS = 90;
export const UPCOMING_DAYS = 180;
/** Catalysts listed in each of the two lists. */
export const CATALYSTS_PER_LIST = 6;
/** The symbols the calendars API takes (letters, digits, dot, dash, slash). */
const TICKER = /^[A-Z0-9][A-Z0-9.\-/]{0,11}$/;

/** A company page's upcoming and recent catalysts, from every calendar. */
export function CompanyCatalysts({ ticker }: { ticker: string }) {
  if (!TICKER.test(ticker)) return null;
  return <CatalystLists key={ticker} ticker={ticker} />;
}

function CatalystLists({ ticker }: { ticker: string }) {
  const [timeZone] = useTimeZone();
  const today = todayIn(timeZone);
  const params = new URLSearchParams({
    tickers: ticker,
    date_from: addDays(today, -RECENT_DAYS),
    date_to: addDays(today, UPCOMING_DAYS),
  });
  const { state, retry } = useCalendarRowsQuery({ calendar: 'all', params, timeZone, fallbackToCurrentWeek: true });
  const now = new Date();

  return (
    <section className="company-catalysts" aria-labelledby="company-catalysts-title">
      <h2 id="company-catalysts-title" className="company-catalysts__title">
        {ticker} catalysts
      </h2>
      {state.status === 'ready' && <PreviewNotice locked={state.answer.locked} />}
      <CalendarScreenStates
        state={state}
        noun={`${ticker}'s catalysts`}
        onRetry={retry}
        onReset={retry}
        empty={
          <EmptyState>
            No catalysts for {ticker} in our calendars between {dayWithYear(addDays(today, -RECENT_DAYS))} and{' '}
            {dayWithYear(addDays(today, UPCOMING_DAYS))}.
          </EmptyState>
        }
      >
        {(rows) => {
          const upcoming = rows.filter((row) => isUpcoming(row, today, now)).slice(0, CATALYSTS_PER_LIST);
          const recent = rows
            .filter((row) => !isUpcoming(row, today, now))
            .reverse()
            .slice(0, CATALYSTS_PER_LIST);
          return (
            <div className="company-catalysts__lists">
              <CatalystList title="Upcoming" rows={upcoming} none={`No upcoming catalysts for ${ticker} yet.`} />
              <CatalystList title="Recent" rows={recent} none={`No recent catalysts for ${ticker}.`} />
            </div>
          );
        }}
      </CalendarScreenStates>
    </section>
  );
}

function CatalystList({ title, rows, none }: { title: string; rows: CalendarRow[]; none: string }) {
  const headingId = useId();
  return (
    <section className="company-catalysts__list" aria-labelledby={headingId}>
      <h3 id={headingId}>{title}</h3>
      {rows.length === 0 ? (
        <p className="company-catalysts__none">{none}</p>
      ) : (
        <ul>
          {rows.map((row) => (
            <li key={row.id} className="company-catalyst">
              <p className="company-catalyst__when">
                {row.date_label ?? dayWithYear(row.date)}
                {row.time && <span> · {clockTime(row.time)}</span>}
              </p>
              <p className="company-catalyst__what">
                <TypeTag type={row.type} />
                <Link to={dayLink(row)}>{row.title}</Link>
              </p>
              <p className="company-catalyst__marks">
                <SessionMarker row={row} />
                <DateStatusBadge status={row.date_status} />
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The event in its own calendar: the week it falls in, narrowed to the company. */
function dayLink(row: CalendarRow) {
  const week = weekOf(row.date as Day);
  const search = new URLSearchParams({ date_from: week.from, date_to: week.to, search: row.ticker ?? '' });
  return { pathname: calendarPath(row.type), search: `?${search.toString()}` };
}
