import { Link } from 'react-router';
import type { CalendarPath, CalendarRow, Ordering } from '@mc/api/calendars';
import { groupHeading } from '../model/day-format.js';
import { groupByDay } from '../model/day-groups.js';
import { sessionChangeDays, type MarketDays } from '../model/market-days.js';
import { clockTime, updatedAt } from '../model/value-format.js';
import { MarketDayNotices } from './market-day-notice.js';
import { ChangeMarker, DateStatusBadge, SessionMarker, TypeTag } from './row-markers.js';
import './compact-list.css';

interface CompactListProps {
  calendar: CalendarPath;
  rows: readonly CalendarRow[];
  ordering: Ordering;
  timeZone: string;
  /** The range's market days, under their days' headings (a closed or shortened day keeps its heading). */
  marketDays?: MarketDays;
}

/** The older layout members know: one line per event under each day, nothing to scroll sideways. */
export function CompactList({ calendar, rows, ordering, timeZone, marketDays = new Map() }: CompactListProps) {
  return (
    <div className="compact-list">
      {groupByDay(rows, ordering, sessionChangeDays(marketDays)).map((group) => (
        <section key={group.key} className="compact-list__day" aria-labelledby={`day-${group.key}`}>
          <h2 id={`day-${group.key}`} className="compact-list__heading">
            {groupHeading(group)}
          </h2>
          {group.periodLabel === null && <MarketDayNotices notices={marketDays.get(group.date)} />}
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
                <ChangeMarker row={row} timeZone={timeZone} />
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
