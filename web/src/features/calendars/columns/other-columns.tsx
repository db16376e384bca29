import type { CalendarRow } from '@mc/api/calendars';
import { TypeTag } from '../components/row-markers.js';
import { detailsOf } from '../model/row-details.js';
import type { CalendarColumn } from './calendar-column.js';
import {
  Clipped,
  companyColumn,
  expectedMoveColumn,
  marketCapColumn,
  sourceColumn,
  statusColumn,
  tickerColumn,
  timeColumn,
  trailingColumns,
} from './common-columns.js';
import { ExternalLink } from './company-event-columns.js';
import { LockIcon } from '../components/lock-icon.js';

/** FDA details are for subscribers: a preview row says so, with a padlock, where they would be. */
function LockedDetail() {
  return (
    <span className="locked-detail" title="For subscribers">
      <LockIcon />
      <span className="visually-hidden">For subscribers</span>
    </span>
  );
}

const fda = (row: CalendarRow) => detailsOf(row, 'fda');
const fdaCell = (read: (row: CalendarRow) => string | null | undefined) => (row: CalendarRow) =>
  row.details_locked ? <LockedDetail /> : <Clipped text={read(row)} />;

export const fdaColumns: CalendarColumn[] = [
  tickerColumn,
  companyColumn,
  timeColumn,
  { id: 'event_type', header: 'Event', rem: 10, cell: fdaCell((row) => fda(row)?.event_type) },
  { id: 'drug', header: 'Drug', rem: 10, cell: fdaCell((row) => fda(row)?.drug.name) },
  { id: 'indication', header: 'Indication', folded: true, cell: fdaCell((row) => fda(row)?.drug.indication_symptom.join(', ')) },
  { id: 'target_date', header: 'Target date', folded: true, cell: fdaCell((row) => fda(row)?.target_date) },
  // In the row's details since the expected move took its place (issue 23).
  { id: 'status', header: 'Status', folded: true, cell: fdaCell((row) => fda(row)?.status) },
  { id: 'outcome', header: 'Outcome', folded: true, cell: fdaCell((row) => fda(row)?.outcome_brief ?? fda(row)?.outcome) },
  expectedMoveColumn,
  marketCapColumn,
  // The provider rates no FDA event's importance.
  statusColumn,
  sourceColumn,
];

const conference = (row: CalendarRow) => detailsOf(row, 'conference');

function conferenceDates(row: CalendarRow): string {
  const details = conference(row);
  if (!details?.date_start) return row.date;
  return details.date_end && details.date_end !== details.date_start
    ? `${details.date_start} to ${details.date_end}`
    : details.date_start;
}

export const conferenceColumns: CalendarColumn[] = [
  { id: 'conference', header: 'Conference', cell: (row) => <Clipped text={conference(row)?.event_name ?? row.title} /> },
  { id: 'event_type', header: 'Type', folded: true, cell: (row) => <Clipped text={conference(row)?.event_type} /> },
  timeColumn,
  { id: 'dates', header: 'Dates', rem: 12, cell: conferenceDates },
  { id: 'location', header: 'Location', rem: 10, cell: (row) => <Clipped text={conference(row)?.location} /> },
  {
    id: 'companies',
    header: 'Presenting',
    rem: 10,
    cell: (row) => <Clipped text={row.tickers.join(', ')} />,
  },
  {
    id: 'webcast',
    header: 'Webcast',
    folded: true,
    cell: (row) => <ExternalLink href={conference(row)?.webcast_link ?? null} label="Webcast" />,
  },
  ...trailingColumns,
];

const economic = (row: CalendarRow) => detailsOf(row, 'economic');

/** A revised prior shows the revision first and the figure first published after it, as TradingView does. */
function priorText(row: CalendarRow): string {
  const details = economic(row);
  if (details?.prior_revised) return `${details.prior_revised} (was ${details.prior ?? '—'})`;
  return details?.prior ?? '—';
}

export const economicColumns: CalendarColumn[] = [
  { id: 'country', header: 'Country', rem: 6.5, cell: (row) => economic(row)?.country ?? '—' },
  { id: 'event', header: 'Release', cell: (row) => <Clipped text={economic(row)?.event_name ?? row.title} /> },
  timeColumn,
  // The provider's periods: "September", "Q3", "11/21".
  { id: 'period', header: 'Period', rem: 6, cell: (row) => economic(row)?.event_period ?? '—' },
  { id: 'actual', header: 'Actual', numeric: true, rem: 6.5, cell: (row) => economic(row)?.actual ?? '—' },
  { id: 'consensus', header: 'Consensus', numeric: true, rem: 8, cell: (row) => economic(row)?.consensus ?? '—' },
  // In the row's details, as the earnings surprise is: the row keeps to a laptop's width.
  { id: 'surprise', header: 'Surprise', numeric: true, folded: true, cell: (row) => economic(row)?.surprise ?? '—' },
  // Room for a revision: "241K (was 254K)".
  { id: 'prior', header: 'Prior', numeric: true, rem: 10, cell: priorText },
  ...trailingColumns,
];

/** The combined calendar: each row's type on its colour, and its headline. */
export const combinedColumns: CalendarColumn[] = [
  tickerColumn,
  { id: 'type', header: 'Type', rem: 9, cell: (row) => <TypeTag type={row.type} /> },
  { id: 'event', header: 'Event', cell: (row) => <Clipped text={row.title} /> },
  companyColumn,
  timeColumn,
  marketCapColumn,
  ...trailingColumns,
];
