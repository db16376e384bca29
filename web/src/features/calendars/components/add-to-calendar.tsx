import { useState } from 'react';
import type { CalendarRow } from '@mc/api/calendars';
import { saveFile } from '../../../ui/save-file.js';
import { usePopover } from '../../../ui/use-popover.js';
import { eventFile, eventFileName, eventSummary, googleCalendarEventUrl } from '../model/event-file.js';
import '../../../ui/popover.css';
import './add-to-calendar.css';

/** A row's name in the button's words: its symbol, or the event's name. */
const rowName = (row: CalendarRow) => row.ticker ?? row.title;

/**
 * "Add to calendar" beside a row: the one event as an `.ics` file (Apple Calendar, Outlook and most others open
 * it) or Google Calendar's page for a new event, filled in.
 */
export function AddToCalendar({ row }: { row: CalendarRow }) {
  const popover = usePopover();
  const [failed, setFailed] = useState(false);
  const origin = window.location.origin;

  async function download() {
    setFailed(false);
    try {
      saveFile(await eventFile(row, origin), eventFileName(row), 'text/calendar;charset=utf-8');
      popover.close();
    } catch {
      setFailed(true);
    }
  }

  return (
    <span className="popover-anchor" ref={popover.root}>
      <button
        {...popover.buttonProps}
        type="button"
        className="icon-button add-to-calendar__button"
        aria-label={`Add ${rowName(row)} to calendar`}
        title="Add to calendar"
      >
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d="M7 2h2v2h6V2h2v2h3v17H4V4h3zm-1 7v10h12V9zm5 2h2v2h2v2h-2v2h-2v-2H9v-2h2z" />
        </svg>
      </button>
      {popover.open && (
        <div {...popover.popoverProps} className="popover" role="group" aria-label={`Add ${rowName(row)} to calendar`}>
          <p className="popover__heading">{eventSummary(row)}</p>
          <button type="button" className="button button--ghost button--small" onClick={download}>
            Download .ics (Apple, Outlook)
          </button>
          <a
            className="button button--ghost button--small"
            href={googleCalendarEventUrl(row, origin)}
            target="_blank"
            rel="noopener noreferrer"
            onClick={popover.close}
          >
            Google Calendar
          </a>
          {failed && (
            <p className="add-to-calendar__failed" role="alert">
              The event file could not be made. Please try again.
            </p>
          )}
        </div>
      )}
    </span>
  );
}
