import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { IMPORTANCE_MAX, type CalendarRow, type CalendarType } from '@mc/api/calendars';
import { addDays, daysFromTo } from '@mc/market-time';
import { CALENDAR_KINDS, TYPE_COLORS } from '../model/calendar-kinds.js';
import { dayShort } from '../model/day-format.js';
import { clockTime, updatedAt } from '../model/value-format.js';
import './row-markers.css';

/** Confirmed or estimated, in words and with a sign, so colour is never the only cue. */
export function DateStatusBadge({ status }: { status: CalendarRow['date_status'] }) {
  return status === 'confirmed' ? (
    <span className="date-status date-status--confirmed">
      <span aria-hidden="true">✓</span> Confirmed
    </span>
  ) : (
    <span className="date-status date-status--estimated">
      <span aria-hidden="true">~</span> Estimated
    </span>
  );
}

/** How long a move or a confirmation stays marked on its row: a week, as "Changed this week" looks back. */
export const RECENT_CHANGE_MS = 7 * 86_400_000;

/**
 * "Moved from Oct 29" or "Newly confirmed", for a recent change; else null. The provider's day before the move
 * is told in the reader's zone as the row's day is: shifted by as many days as the row's time moves its own
 * Eastern day there (an after-close report is the next day in Tokyo, before and after the move).
 */
export function changeNote(
  row: Pick<CalendarRow, 'change_kind' | 'changed_at' | 'previous_date' | 'date' | 'date_et'>,
  now = Date.now(),
): string | null {
  if (!(Date.parse(row.changed_at) >= now - RECENT_CHANGE_MS)) return null;
  if (row.change_kind === 'date_moved' && row.previous_date) {
    const zoneShift = daysFromTo(row.date_et, row.date) - 1;
    return `Moved from ${dayShort(addDays(row.previous_date, zoneShift))}`;
  }
  if (row.change_kind === 'confirmed') return 'Newly confirmed';
  return null;
}

/**
 * A recent move or confirmation, with when it was seen on hover; nothing otherwise. `glyphOnly` for a month
 * cell, too narrow for the words: the glyph, with the words on hover and for screen readers.
 */
export function ChangeMarker({ row, timeZone, glyphOnly = false }: { row: CalendarRow; timeZone: string; glyphOnly?: boolean }) {
  const note = changeNote(row);
  if (!note) return null;
  const seen = `Seen ${updatedAt(row.changed_at, timeZone)}`;
  const glyph = row.change_kind === 'date_moved' ? '↻' : '✓';
  if (glyphOnly)
    return (
      <span className={`change-marker change-marker--${row.change_kind}`} title={`${note}. ${seen}`}>
        <span aria-hidden="true">{glyph}</span>
        <span className="visually-hidden">{note}</span>
      </span>
    );
  return (
    <span className={`change-marker change-marker--${row.change_kind}`} title={seen}>
      <span aria-hidden="true">{glyph}</span> {note}
    </span>
  );
}

const SESSION_WORDS = {
  before_open: 'Before open',
  during_market: 'During market',
  after_close: 'After close',
} as const;

/** The session marker: before the open, during the session, after the close; or why there is no time. */
export function sessionWords(row: Pick<CalendarRow, 'session' | 'type'>): string {
  if (row.session !== 'unknown') return SESSION_WORDS[row.session];
  return CALENDAR_KINDS[row.type].untimed;
}

export function SessionMarker({ row }: { row: Pick<CalendarRow, 'session' | 'type'> }) {
  return (
    <span className={`session session--${row.session}`}>
      <SessionIcon session={row.session} />
      {sessionWords(row)}
    </span>
  );
}

function SessionIcon({ session }: { session: CalendarRow['session'] }) {
  const paths: Record<CalendarRow['session'], string> = {
    // A sun rising over the horizon, a moon, a bell for the session, a clock for anything else.
    before_open:
      'M12 7a5 5 0 0 1 5 5H7a5 5 0 0 1 5-5zM3 14h18v2H3zM11 2h2v3h-2zM4.2 5.6l1.4-1.4 2.1 2.1-1.4 1.4zM16.3 6.3l2.1-2.1 1.4 1.4-2.1 2.1z',
    after_close: 'M14.5 3a8 8 0 1 0 6.5 12.6A7 7 0 0 1 14.5 3z',
    during_market: 'M4 18h16v2H4zM6 10h3v7H6zM10.5 6h3v11h-3zM15 12h3v5h-3z',
    unknown: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 2a7 7 0 1 1 0 14 7 7 0 0 1 0-14zm-1 2h2v5.4l3.3 2-1 1.7L11 13.6z',
  };
  return (
    <svg className="session__icon" viewBox="0 0 24 24" aria-hidden="true">
      <path d={paths[session]} />
    </svg>
  );
}

/** The time in the reader's zone (or the fuzzy date's label), above the session marker. */
export function TimeCell({ row }: { row: CalendarRow }) {
  return (
    <span className="time-cell">
      <span className="time-cell__time">{row.time ? clockTime(row.time) : (row.date_label ?? '')}</span>
      <SessionMarker row={row} />
    </span>
  );
}

/** Importance 0–5 as pips, with the number in words for screen readers. */
export function ImportanceMeter({ importance }: { importance: number | null }) {
  if (importance === null) {
    return (
      <span className="importance importance--none">
        <span aria-hidden="true">—</span>
        <span className="visually-hidden">Not rated</span>
      </span>
    );
  }
  return (
    <span className="importance" title={`Importance ${importance} of ${IMPORTANCE_MAX}`}>
      <span aria-hidden="true" className="importance__pips">
        {Array.from({ length: IMPORTANCE_MAX }, (_, index) => (
          <span key={index} className={index < importance ? 'importance__pip importance__pip--on' : 'importance__pip'} />
        ))}
      </span>
      <span className="visually-hidden">
        Importance {importance} of {IMPORTANCE_MAX}
      </span>
    </span>
  );
}

/** A type's name on its colour, on the combined calendars. */
export function TypeTag({ type }: { type: CalendarType }) {
  return (
    <span className="type-tag" style={{ '--type-color': TYPE_COLORS[type] } as CSSProperties}>
      {CALENDAR_KINDS[type].label}
    </span>
  );
}

/** Where a row comes from and when it last changed. */
export function RowSource({ row, timeZone }: { row: CalendarRow; timeZone: string }) {
  return (
    <span className="row-source">
      {row.source_url ? (
        <a href={row.source_url} target="_blank" rel="noopener noreferrer">
          {row.source}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      ) : (
        <span>{row.source}</span>
      )}
      <span className="row-source__updated">Updated {updatedAt(row.updated_at, timeZone)}</span>
    </span>
  );
}

/** The symbol, linking to its company page; further symbols of the same event as "+2". */
export function TickerLink({ row }: { row: Pick<CalendarRow, 'ticker' | 'tickers'> }) {
  if (!row.ticker) return <span className="ticker ticker--none">—</span>;
  const others = row.tickers.length - 1;
  return (
    <span className="ticker">
      <Link to={`/company/${encodeURIComponent(row.ticker)}`}>{row.ticker}</Link>
      {others > 0 && (
        <span className="ticker__more" title={row.tickers.slice(1).join(', ')}>
          +{others}
          <span className="visually-hidden"> more: {row.tickers.slice(1).join(', ')}</span>
        </span>
      )}
    </span>
  );
}
