import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import type { CalendarPath, CalendarRow, CalendarType, Session } from '@mc/api/calendars';
import { isWeekend } from '@mc/market-time';
import { CompanyLogo } from '../../market/company-logo.js';
import { ListStar } from '../../my-catalysts/add-to-list.js';
import { CALENDAR_KINDS, TYPE_COLORS, SCREEN_TYPES } from '../model/calendar-kinds.js';
import { dayShort, weekdayShort } from '../model/day-format.js';
import { daysOf, type Day, type DayRange } from '../model/day-range.js';
import { clockTime } from '../model/value-format.js';
import { groupBy } from '../model/group-by.js';
import type { MarketDays } from '../model/market-days.js';
import { MarketDayNotices } from './market-day-notice.js';
import { ChangeMarker, sessionWords } from './row-markers.js';
import './week-mosaic.css';
import { expectedMoveBasis, expectedMoveLabel, expectedMovePercent } from '../model/expected-move.js';

const LOGO_PX = 28;

interface WeekMosaicProps {
  calendar: CalendarPath;
  rows: readonly CalendarRow[];
  range: DayRange;
  today: Day;
  /** The reader's zone: when a moved or confirmed tile's change was seen, on hover. */
  timeZone: string;
  /** The week's market days, under their day cards' headings. */
  marketDays?: MarketDays;
  /** A subscriber's "Add to list" star on each tile that names a company. */
  listStars?: boolean;
}

/** Calendars whose day splits into the session groups traders plan around. */
const BY_SESSION = new Set<CalendarPath>(['earnings', 'conferencecall']);
const SESSION_ORDER: Session[] = ['before_open', 'during_market', 'after_close', 'unknown'];

/**
 * The range as day cards: Monday to Friday always, a weekend day when it has events. Earnings and calls
 * are split into before-open and after-close groups; the combined calendar groups a day by type.
 */
export function WeekMosaic({ calendar, rows, range, today, timeZone, marketDays, listStars = false }: WeekMosaicProps) {
  const byDay = groupBy(rows, (row) => row.date);
  const days = daysOf(range).filter((day) => byDay.has(day) || !isWeekend(day));

  return (
    <div className="week-mosaic">
      {days.map((day) => {
        const dayRows = byDay.get(day) ?? [];
        const headingId = `mosaic-${day}`;
        return (
          <section key={day} className={`day-card${day === today ? ' day-card--today' : ''}`} aria-labelledby={headingId}>
            <h2 id={headingId} className="day-card__heading">
              <span>
                {weekdayShort(day)} <span className="day-card__date">{dayShort(day)}</span>
                {day === today && <span className="day-card__today">Today</span>}
              </span>
              <span className="day-card__count">
                {dayRows.length} {dayRows.length === 1 ? 'event' : 'events'}
              </span>
            </h2>
            <MarketDayNotices notices={marketDays?.get(day)} />
            {dayRows.length === 0 ? (
              <p className="day-card__empty">No {CALENDAR_KINDS[calendar].noun}.</p>
            ) : (
              <DayGroups calendar={calendar} rows={dayRows} tiles={{ listStars, timeZone }} />
            )}
          </section>
        );
      })}
    </div>
  );
}

/** What every tile of the mosaic is drawn with. */
interface TileOptions {
  listStars: boolean;
  timeZone: string;
}

function DayGroups({ calendar, rows, tiles }: { calendar: CalendarPath; rows: CalendarRow[]; tiles: TileOptions }) {
  if (BY_SESSION.has(calendar)) {
    const bySession = groupBy(rows, (row) => row.session);
    return SESSION_ORDER.filter((session) => bySession.has(session)).map((session) => (
      <TileGroup
        key={session}
        heading={sessionWords({ session, type: rows[0].type })}
        rows={bySession.get(session)!}
        tiles={tiles}
      />
    ));
  }
  if (calendar === 'all') {
    const byType = groupBy(rows, (row) => row.type);
    return SCREEN_TYPES.filter((type) => byType.has(type)).map((type) => (
      <TileGroup key={type} heading={CALENDAR_KINDS[type].label} type={type} rows={byType.get(type)!} tiles={tiles} />
    ));
  }
  return <TileList rows={rows} tiles={tiles} />;
}

function TileGroup({
  heading,
  rows,
  type,
  tiles,
}: {
  heading: string;
  rows: CalendarRow[];
  type?: CalendarType;
  tiles: TileOptions;
}) {
  return (
    <div className="tile-group" style={type ? ({ '--type-color': TYPE_COLORS[type] } as CSSProperties) : undefined}>
      <h3 className={`tile-group__heading${type ? ' tile-group__heading--typed' : ''}`}>
        {heading} <span className="tile-group__count">({rows.length})</span>
      </h3>
      <TileList rows={rows} tiles={tiles} />
    </div>
  );
}

function TileList({ rows, tiles: { listStars, timeZone } }: { rows: CalendarRow[]; tiles: TileOptions }) {
  return (
    <ul className="tile-list">
      {rows.map((row) => (
        <li key={row.id} className="mosaic-tile">
          <span className="mosaic-tile__mark" aria-hidden="true">
            {/* The initials stay underneath: a company without a logo file still gets its square. */}
            {(row.ticker ?? CALENDAR_KINDS[row.type].label).slice(0, 2)}
            {row.ticker && <CompanyLogo className="mosaic-tile__logo" symbol={row.ticker} size={LOGO_PX} />}
          </span>
          <span className="mosaic-tile__text">
            <span className="mosaic-tile__name">
              {row.ticker ? (
                <Link to={`/company/${encodeURIComponent(row.ticker)}`}>{row.ticker}</Link>
              ) : (
                <span>{row.title}</span>
              )}
              {row.date_status === 'estimated' && (
                <span className="mosaic-tile__estimated" title="Estimated date">
                  Est.<span className="visually-hidden"> (estimated date)</span>
                </span>
              )}
            </span>
            <span className="mosaic-tile__meta">{tileMeta(row)}</span>
            {row.expected_move && (
              <span className="mosaic-tile__move" title={expectedMoveLabel(row.expected_move, row.type)}>
                Expected move {expectedMovePercent(row.expected_move)}
                <span className="visually-hidden"> ({expectedMoveBasis(row.expected_move, row.type)})</span>
              </span>
            )}
            <ChangeMarker row={row} timeZone={timeZone} />
          </span>
          {listStars && row.ticker && <ListStar ticker={row.ticker} compact />}
        </li>
      ))}
    </ul>
  );
}

/** The tile's second line: when, and what. */
function tileMeta(row: CalendarRow): string {
  const when = row.time ? clockTime(row.time) : row.date_label;
  const what = row.ticker ? row.title : (row.company ?? '');
  return [when, what].filter(Boolean).join(' · ');
}
