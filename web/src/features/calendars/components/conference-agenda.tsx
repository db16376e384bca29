import { Link } from 'react-router';
import type { CalendarRow } from '@mc/api/calendars';
import { ExternalLink } from '../columns/company-event-columns.js';
import { detailsOf } from '../model/row-details.js';
import { dayShort, monthTitle } from '../model/day-format.js';
import { monthOf } from '../model/day-range.js';
import { groupBy } from '../model/group-by.js';
import { clockTime } from '../model/value-format.js';
import { DateStatusBadge, ImportanceMeter, RowSource } from './row-markers.js';
import './conference-agenda.css';

/** "Jul 13 – 15", or one day. */
function conferenceDays(row: CalendarRow): string {
  const details = detailsOf(row, 'conference');
  const start = details?.date_start ?? row.date;
  const end = details?.date_end ?? start;
  return end === start ? dayShort(start) : `${dayShort(start)} – ${dayShort(end)}`;
}

/** Investor conferences month by month: when, where, who presents, and the webcast. */
export function ConferenceAgenda({ rows, timeZone }: { rows: readonly CalendarRow[]; timeZone: string }) {
  const byMonth = groupBy(rows, (row) => monthOf(row.date));
  return (
    <div className="agenda">
      {[...byMonth].map(([month, conferences]) => (
        <section key={month} className="agenda__month" aria-labelledby={`agenda-${month}`}>
          <h2 id={`agenda-${month}`} className="agenda__month-title">
            {monthTitle(month)}
          </h2>
          <ol className="agenda__list">
            {conferences.map((row) => {
              const details = detailsOf(row, 'conference');
              return (
                <li key={row.id} className="agenda-item">
                  <p className="agenda-item__when">
                    <span className="agenda-item__days">{conferenceDays(row)}</span>
                    {row.time && <span className="agenda-item__time">{clockTime(row.time)}</span>}
                  </p>
                  <div className="agenda-item__body">
                    <h3 className="agenda-item__name">{details?.event_name ?? row.title}</h3>
                    <p className="agenda-item__facts">
                      {[details?.event_type, details?.location].filter(Boolean).join(' · ') || 'Location to be announced'}
                    </p>
                    {row.tickers.length > 0 && (
                      <p className="agenda-item__presenting">
                        Presenting:{' '}
                        {row.tickers.map((ticker, index) => (
                          <span key={ticker}>
                            {index > 0 && ', '}
                            <Link to={`/company/${encodeURIComponent(ticker)}`}>{ticker}</Link>
                          </span>
                        ))}
                      </p>
                    )}
                    <p className="agenda-item__meta">
                      <DateStatusBadge status={row.date_status} />
                      <ImportanceMeter importance={row.importance} />
                      {details?.webcast_link && <ExternalLink href={details.webcast_link} label="Webcast" />}
                      <RowSource row={row} timeZone={timeZone} />
                    </p>
                  </div>
                </li>
              );
            })}
          </ol>
        </section>
      ))}
    </div>
  );
}
