import { Link } from 'react-router';
import type { CalendarPath, CalendarRow, Ordering } from '@mc/api/calendars';
import { groupHeading } from '../model/day-format.js';
import { groupByDay } from '../model/day-groups.js';
import { clockTime, updatedAt } from '../model/value-format.js';
import { DateStatusBadge, SessionMarker, TypeTag } from './row-markers.js';
import './compact-list.css';

interface CompactListProps {
  calendar: CalendarPath;
  rows: readonly CalendarRow[];
  ordering: Ordering;
  timeZone: string;
}

/** The older layout members know: one line per event under each day, nothing to scroll sideways. */
export function CompactList({ calendar, rows, ordering, timeZone }: CompactListProps) {
  return (
    <div className="compact-list">
      {groupByDay(rows, ordering).map((group) => (
        <section key={group.key} className="compact-list__day" aria-labelledby={`day-${group.key}`}>
          <h2 id={`day-${group.key}`} className="compact-list__heading">
            {groupHeading(group)}
          </h2>
          <ul>
            {group.rows.map((row) => (
              <li key={row.id} className="compact-list__event">
                <span className="compact-list__time">{row.time ? clockTime(row.time) : (row.date_label ?? '')}</span>
                <SessionMarker row={row} />
                {calendar === 'all' && <TypeTag type={row.type} />}
                {row.ticker && (
                  <Link className="compact-list__ticker" to={`/company/${encodeURIComponent(row.ticker)}`}>
                    {row.ticker}
                  </Link>
                )}
                <span className="compact-list__title">
                  {row.company ? `${row.company}: ` : ''}
                  {row.title}
                </span>
                <DateStatusBadge status={row.date_status} />
                <span className="compact-list__source">
                  {row.source}, updated {updatedAt(row.updated_at, timeZone)}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
