import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import type { CalendarRow } from '@mc/api/calendars';
import { ListStar } from '../../my-catalysts/add-to-list.js';
import { calendarPath } from '../calendar-paths.js';
import { CALENDAR_KINDS, TYPE_COLORS } from '../model/calendar-kinds.js';
import { dayHeading, monthTitle } from '../model/day-format.js';
import { daysOf, monthOf, type Day, type DayRange, type Month } from '../model/day-range.js';
import { groupBy } from '../model/group-by.js';
import type { MarketDays, MarketNotice } from '../model/market-days.js';
import { ChangeMarker } from './row-markers.js';
import './month-grid.css';

/** Events named in a day's cell; the rest are counted and one click away. */
export const EVENTS_PER_DAY = 3;
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

interface MonthGridProps {
  month: Month;
  grid: DayRange;
  /** The days the rows cover (a preview: this week only); other days are left blank, not shown as empty. */
  covered: DayRange;
  rows: readonly CalendarRow[];
  today: Day;
  /** The reader's zone: when a moved or confirmed event's change was seen, on hover. */
  timeZone: string;
  /** Holidays, early closes and expirations of the grid's days: public, so shown on every day, covered or not. */
  marketDays?: MarketDays;
  /** A subscriber's "Add to list" star on each named event of a company. */
  listStars?: boolean;
}

/** The most important first, then the earliest. */
function byImportance(a: CalendarRow, b: CalendarRow): number {
  return (b.importance ?? -1) - (a.importance ?? -1) || (a.time ?? '99').localeCompare(b.time ?? '99');
}

/** A month of catalysts, Monday to Sunday, each day with its most important events and a link to the rest. */
export function MonthGrid({ month, grid, covered, rows, today, timeZone, marketDays, listStars = false }: MonthGridProps) {
  const byDay = groupBy(rows, (row) => row.date);
  const days = daysOf(grid);
  const weeks = Array.from({ length: days.length / 7 }, (_, week) => days.slice(week * 7, week * 7 + 7));

  return (
    <table className="month-grid">
      <caption className="visually-hidden">Catalysts of {monthTitle(month)}</caption>
      <thead>
        <tr>
          {WEEKDAYS.map((weekday) => (
            <th key={weekday} scope="col" abbr={weekday}>
              {weekday.slice(0, 3)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]}>
            {week.map((day) => (
              <DayCell
                key={day}
                day={day}
                rows={byDay.get(day) ?? []}
                inMonth={monthOf(day) === month}
                covered={day >= covered.from && day <= covered.to}
                today={day === today}
                timeZone={timeZone}
                notices={marketDays?.get(day) ?? []}
                listStars={listStars}
              />
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

interface DayCellProps {
  day: Day;
  rows: CalendarRow[];
  inMonth: boolean;
  covered: boolean;
  today: boolean;
  timeZone: string;
  notices: readonly MarketNotice[];
  listStars: boolean;
}

function DayCell({ day, rows, inMonth, covered, today, timeZone, notices, listStars }: DayCellProps) {
  const classes = ['month-grid__day', inMonth ? '' : 'month-grid__day--other-month', today ? 'month-grid__day--today' : '']
    .filter(Boolean)
    .join(' ');
  const top = [...rows].sort(byImportance).slice(0, EVENTS_PER_DAY);
  const more = rows.length - top.length;
  const dayLink = { pathname: calendarPath('all'), search: `?date_from=${day}&date_to=${day}` };

  return (
    <td className={classes} aria-current={today ? 'date' : undefined}>
      <p className="month-grid__date">
        <span aria-hidden="true">{Number(day.slice(8))}</span>
        <span className="visually-hidden">{dayHeading(day)}</span>
        {today && <span className="month-grid__today">Today</span>}
      </p>
      {notices.map((notice) => (
        <p key={notice.kind} className={`month-grid__market month-grid__market--${notice.kind}`} title={notice.name}>
          {notice.text}
          <span className="visually-hidden">: {notice.name}</span>
        </p>
      ))}
      {covered && rows.length > 0 && (
        <>
          <ul className="month-grid__events">
            {top.map((row) => (
              <li key={row.id} className="month-grid__event" style={{ '--type-color': TYPE_COLORS[row.type] } as CSSProperties}>
                {/* First, floated to the cell's edge: the event's words wrap beside it. */}
                {listStars && row.ticker && <ListStar ticker={row.ticker} compact />}
                <span className="month-grid__event-type">{CALENDAR_KINDS[row.type].label}</span>{' '}
                <span className="month-grid__event-name" title={row.title}>
                  {row.ticker ?? row.title}
                </span>
                <ChangeMarker row={row} timeZone={timeZone} glyphOnly />
              </li>
            ))}
          </ul>
          <Link className="month-grid__more" to={dayLink}>
            {more > 0 ? `+${more} more` : 'Open the day'}
            <span className="visually-hidden">
              {' '}
              ({rows.length} {rows.length === 1 ? 'event' : 'events'} on {dayHeading(day)})
            </span>
          </Link>
        </>
      )}
    </td>
  );
}
