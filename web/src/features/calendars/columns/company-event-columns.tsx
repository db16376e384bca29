import type { CalendarRow } from '@mc/api/calendars';
import { detailsOf } from '../model/row-details.js';
import {
  compactCount,
  compactDollars,
  dividendDollars,
  dollars,
  fractionPercent,
  frequencyLabel,
  signedPercent,
} from '../model/value-format.js';
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

/** "Q3 2026". */
const fiscalPeriod = (period: string | null, year: number | null) => [period, year].filter(Boolean).join(' ') || '—';

/** A surprise with its direction in words as well as in colour. */
function Surprise({ value }: { value: number | null }) {
  if (value === null) return <span aria-label="Not reported yet">—</span>;
  const tone = value > 0 ? 'beat' : value < 0 ? 'miss' : 'inline';
  const words = { beat: 'Beat', miss: 'Miss', inline: 'In line' }[tone];
  return (
    <span className={`surprise surprise--${tone}`}>
      {signedPercent(value)} <span className="surprise__words">{words}</span>
    </span>
  );
}

const earnings = (row: CalendarRow) => detailsOf(row, 'earnings');

export const earningsColumns: CalendarColumn[] = [
  tickerColumn,
  companyColumn,
  timeColumn,
  {
    id: 'period',
    header: 'Period',
    folded: true,
    cell: (row) => fiscalPeriod(earnings(row)?.period ?? null, earnings(row)?.period_year ?? null),
  },
  { id: 'eps_est', header: 'EPS est.', numeric: true, rem: 6.5, cell: (row) => dollars(earnings(row)?.eps_est ?? null) },
  { id: 'eps', header: 'EPS', numeric: true, rem: 5.5, cell: (row) => dollars(earnings(row)?.eps ?? null) },
  {
    id: 'eps_surprise',
    header: 'EPS surprise',
    numeric: true,
    folded: true,
    cell: (row) => <Surprise value={earnings(row)?.eps_surprise_percent ?? null} />,
  },
  {
    id: 'revenue_est',
    header: 'Revenue est.',
    numeric: true,
    // In the row's details since the expected move took its place (issue 23).
    folded: true,
    cell: (row) => compactDollars(earnings(row)?.revenue_est ?? null),
  },
  expectedMoveColumn,
  {
    id: 'revenue',
    header: 'Revenue',
    numeric: true,
    folded: true,
    cell: (row) => compactDollars(earnings(row)?.revenue ?? null),
  },
  marketCapColumn,
  ...trailingColumns,
];

const call = (row: CalendarRow) => detailsOf(row, 'conferencecall');

export const conferenceCallColumns: CalendarColumn[] = [
  tickerColumn,
  companyColumn,
  timeColumn,
  {
    id: 'period',
    header: 'Period',
    folded: true,
    cell: (row) => fiscalPeriod(call(row)?.period ?? null, call(row)?.period_year ?? null),
  },
  { id: 'phone', header: 'Dial-in', rem: 11, cell: (row) => <Clipped text={call(row)?.phone_num} /> },
  { id: 'international', header: 'International', folded: true, cell: (row) => <Clipped text={call(row)?.international_num} /> },
  { id: 'access_code', header: 'Access code', folded: true, cell: (row) => <Clipped text={call(row)?.access_code} /> },
  {
    id: 'webcast',
    header: 'Webcast',
    rem: 7,
    cell: (row) => <ExternalLink href={call(row)?.webcast_url ?? null} label="Webcast" />,
  },
  marketCapColumn,
  ...trailingColumns,
];

const dividend = (row: CalendarRow) => detailsOf(row, 'dividend');

export const dividendColumns: CalendarColumn[] = [
  tickerColumn,
  companyColumn,
  timeColumn,
  { id: 'dividend', header: 'Dividend', numeric: true, rem: 7, cell: (row) => dividendDollars(dividend(row)?.dividend ?? null) },
  {
    id: 'prior',
    header: 'Prior',
    numeric: true,
    folded: true,
    cell: (row) => dividendDollars(dividend(row)?.dividend_prior ?? null),
  },
  {
    id: 'yield',
    header: 'Yield',
    numeric: true,
    rem: 5.5,
    cell: (row) => fractionPercent(dividend(row)?.dividend_yield ?? null),
  },
  { id: 'frequency', header: 'Frequency', folded: true, cell: (row) => frequencyLabel(dividend(row)?.frequency ?? null) },
  { id: 'record', header: 'Record date', folded: true, cell: (row) => dividend(row)?.record_date ?? '—' },
  { id: 'payable', header: 'Payable', rem: 8, cell: (row) => dividend(row)?.payable_date ?? '—' },
  marketCapColumn,
  ...trailingColumns,
];

const split = (row: CalendarRow) => detailsOf(row, 'splits');

export const splitColumns: CalendarColumn[] = [
  tickerColumn,
  companyColumn,
  timeColumn,
  { id: 'ratio', header: 'Ratio', rem: 6, cell: (row) => split(row)?.ratio ?? '—' },
  { id: 'announced', header: 'Announced', folded: true, cell: (row) => split(row)?.date_announced ?? '—' },
  { id: 'recorded', header: 'Record date', folded: true, cell: (row) => split(row)?.date_recorded ?? '—' },
  { id: 'distribution', header: 'Distribution', rem: 8.5, cell: (row) => split(row)?.date_distribution ?? '—' },
  {
    id: 'optionable',
    header: 'Optionable',
    folded: true,
    cell: (row) => (split(row)?.optionable === true ? 'Yes' : split(row)?.optionable === false ? 'No' : '—'),
  },
  marketCapColumn,
  ...trailingColumns,
];

const ipo = (row: CalendarRow) => detailsOf(row, 'ipo');

function priceRange(row: CalendarRow): string {
  const details = ipo(row);
  if (!details || (details.price_min === null && details.price_max === null)) return '—';
  if (details.price_min === details.price_max || details.price_max === null) return dollars(details.price_min);
  return `${dollars(details.price_min)} – ${dollars(details.price_max)}`;
}

export const ipoColumns: CalendarColumn[] = [
  tickerColumn,
  companyColumn,
  timeColumn,
  { id: 'exchange', header: 'Exchange', folded: true, cell: (row) => ipo(row)?.exchange ?? '—' },
  { id: 'deal_status', header: 'Deal status', rem: 8, cell: (row) => ipo(row)?.deal_status ?? '—' },
  { id: 'price_range', header: 'Price range', numeric: true, rem: 10, cell: priceRange },
  {
    id: 'offer_price',
    header: 'Offer price',
    numeric: true,
    rem: 7.5,
    cell: (row) => dollars(ipo(row)?.price_public_offering ?? null),
  },
  { id: 'shares', header: 'Shares', numeric: true, folded: true, cell: (row) => compactCount(ipo(row)?.offering_shares ?? null) },
  {
    id: 'deal_size',
    header: 'Deal size',
    numeric: true,
    rem: 7.5,
    cell: (row) => compactDollars(ipo(row)?.offering_value ?? null),
  },
  {
    id: 'underwriters',
    header: 'Lead underwriters',
    folded: true,
    cell: (row) => <Clipped text={ipo(row)?.lead_underwriters.join(', ')} />,
  },
  // The provider rates no IPO's importance.
  statusColumn,
  sourceColumn,
];

/** A link out of the product, said so for screen readers. */
export function ExternalLink({ href, label }: { href: string | null; label: string }) {
  if (!href) return <span aria-label="Not available">—</span>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {label}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
