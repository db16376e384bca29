import { useState } from 'react';
import { Link } from 'react-router';
import { calendarCsvFilename, type CalendarAccess, type CalendarPath } from '@mc/api/calendars';
import { useAuth } from '../../auth/use-auth.js';
import { calendarCsv } from '../api/calendar-api.js';
import type { DayRange } from '../model/day-range.js';
import { saveFile } from '../../../ui/save-file.js';
import { LockIcon } from './lock-icon.js';

interface CsvExportProps {
  calendar: CalendarPath;
  params: URLSearchParams;
  timeZone: string;
  access: CalendarAccess;
  range: DayRange;
}

/** The rows on screen (every page, same filters, order and zone) as a CSV file; a subscribe link for a preview. */
export function CsvExport({ calendar, params, timeZone, access, range }: CsvExportProps) {
  const { isAuthenticated } = useAuth();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  if (access === 'preview') {
    return (
      <Link className="button button--ghost button--small csv-export" to={isAuthenticated ? '/subscribe' : '/register'}>
        <LockIcon /> Export CSV
        <span className="visually-hidden"> (for subscribers: subscribe)</span>
      </Link>
    );
  }

  async function exportCsv() {
    setBusy(true);
    setFailed(false);
    try {
      saveFile(
        await calendarCsv(calendar, params, timeZone),
        calendarCsvFilename(calendar, range.from, range.to),
        'text/csv;charset=utf-8',
      );
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <span className="csv-export">
      <button type="button" className="button button--ghost button--small" disabled={busy} onClick={exportCsv}>
        {busy ? 'Preparing CSV…' : 'Export CSV'}
      </button>
      {failed && (
        <span className="csv-export__failed" role="alert">
          The CSV could not be prepared. Please try again.
        </span>
      )}
    </span>
  );
}
