import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import type { CalendarRow, CalendarType } from '@mc/api/calendars';
import { usePageMeta } from '../../../ui/page-meta.js';
import { CALENDARS_HOME_PATH, calendarPath, CONFERENCE_AGENDA_PATH, MONTH_CALENDAR_PATH } from '../calendar-paths.js';
import { CalendarScreenStates } from '../components/calendar-screen-states.js';
import { PreviewNotice } from '../components/preview-notice.js';
import { sessionWords } from '../components/row-markers.js';
import { TimeZoneSelect } from '../components/time-zone-select.js';
import { useCalendarRowsQuery } from '../hooks/calendar-rows-query.js';
import { useTimeZone } from '../hooks/use-time-zone.js';
import { CALENDAR_KINDS, SCREEN_TYPES, TYPE_COLORS } from '../model/calendar-kinds.js';
import { dayShort, rangeLabel, weekdayShort } from '../model/day-format.js';
import { todayIn } from '../model/day-range.js';
import { summarizeWeek, type WeekSummary } from '../model/next-events.js';
import { clockTime } from '../model/value-format.js';
import '../components/calendar-screen.css';
import '../components/calendars-home.css';

/** Events named on each calendar's card. */
export const NEXT_EVENTS_PER_CALENDAR = 3;

/** `/stock-market-catalyst-calendars-home`: every calendar with this week's count and its next important events. */
export default function CalendarsHomePage() {
  const [timeZone, setTimeZone] = useTimeZone();
  // One request for the whole week: the combined calendar holds every type's rows.
  const { state, retry } = useCalendarRowsQuery({ calendar: 'all', params: new URLSearchParams(), timeZone });
  usePageMeta({
    title: 'Stock Market Catalyst Calendars',
    description:
      'Earnings, FDA, IPO, dividend, split, conference, conference-call and economic calendars: this week at a glance.',
    path: CALENDARS_HOME_PATH,
  });

  return (
    <article className="calendar-page">
      <header className="calendar-page__header">
        <div>
          <h1 className="calendar-page__title">Stock Market Catalyst Calendars</h1>
          <p className="calendar-page__intro">
            Eight calendars of the events that move stocks, synced from our market-data provider through the day. This week at a
            glance; open any calendar for every detail.
          </p>
        </div>
        <TimeZoneSelect timeZone={timeZone} onChange={setTimeZone} />
      </header>
      {state.status === 'ready' && <PreviewNotice locked={state.answer.locked} />}
      <CalendarScreenStates state={state} noun="this week's catalysts" onRetry={retry} onReset={retry}>
        {(rows, answer) => {
          const summaries = summarizeWeek(rows, SCREEN_TYPES, todayIn(timeZone), new Date(), NEXT_EVENTS_PER_CALENDAR);
          return (
            <>
              <p className="calendar-page__summary">
                {answer.count.toLocaleString('en-US')} catalysts this week (
                {rangeLabel({ from: answer.date_from, to: answer.date_to })})
              </p>
              <ul className="calendars-home">
                {SCREEN_TYPES.map((type) => (
                  <CalendarCard key={type} type={type} summary={summaries[type]} />
                ))}
                <MoreViewsCard />
              </ul>
            </>
          );
        }}
      </CalendarScreenStates>
    </article>
  );
}

function CalendarCard({ type, summary }: { type: CalendarType; summary: WeekSummary }) {
  const kind = CALENDAR_KINDS[type];
  const headingId = `calendar-card-${type}`;
  return (
    <li className="calendar-card" style={{ '--type-color': TYPE_COLORS[type] } as CSSProperties}>
      <h2 id={headingId} className="calendar-card__title">
        <Link to={calendarPath(type)}>{kind.title}</Link>
      </h2>
      <p className="calendar-card__count">
        <strong>{summary.count.toLocaleString('en-US')}</strong> {summary.count === 1 ? kind.noun.replace(/s$/, '') : kind.noun}{' '}
        this week
      </p>
      <p className="calendar-card__description">{kind.description}</p>
      {summary.next.length > 0 ? (
        <>
          <h3 className="calendar-card__subtitle">Next important</h3>
          <ul className="calendar-card__events">
            {summary.next.map((row) => (
              <li key={row.id}>
                <NextEvent row={row} />
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="calendar-card__none">Nothing more this week.</p>
      )}
      <p className="calendar-card__links">
        <Link to={calendarPath(type)}>Table</Link>
        <Link to={calendarPath(type, 'mosaic')}>Mosaic</Link>
      </p>
    </li>
  );
}

function NextEvent({ row }: { row: CalendarRow }) {
  const when = `${weekdayShort(row.date)} ${dayShort(row.date)}, ${row.time ? clockTime(row.time) : sessionWords(row)}`;
  return (
    <span className="next-event">
      {row.ticker ? (
        <Link className="next-event__ticker" to={`/company/${encodeURIComponent(row.ticker)}`}>
          {row.ticker}
        </Link>
      ) : null}
      <span className="next-event__title">{row.title}</span>
      <span className="next-event__when">{when}</span>
    </span>
  );
}

function MoreViewsCard() {
  return (
    <li className="calendar-card calendar-card--views">
      <h2 id="calendar-card-views" className="calendar-card__title">
        Every catalyst together
      </h2>
      <p className="calendar-card__description">All eight calendars in one view, colour-coded and filterable by type.</p>
      <ul className="calendar-card__view-links">
        <li>
          <Link to={calendarPath('all')}>{CALENDAR_KINDS.all.title}</Link>
        </li>
        <li>
          <Link to={calendarPath('all', 'mosaic')}>The week as a mosaic</Link>
        </li>
        <li>
          <Link to={MONTH_CALENDAR_PATH}>The month at a glance</Link>
        </li>
        <li>
          <Link to={CONFERENCE_AGENDA_PATH}>Investor conference agenda</Link>
        </li>
      </ul>
    </li>
  );
}
