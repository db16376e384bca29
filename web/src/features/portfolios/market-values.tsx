import type { NextCatalyst } from '@mc/api';
import './market-values.css';
import {
  changeTone,
  formatCalendarDay,
  formatMarketCap,
  formatPrice,
  formatSignedChange,
  formatSignedPercent,
} from './market-format.js';

/**
 * A value the data does not have: an em dash for the eye and words for a screen reader. Never a 0,
 * which a trader would read as "unchanged" or "worthless".
 */
export function Missing({ label }: { label: string }) {
  return (
    <span className="market-missing">
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

export function Price({ value }: { value: number | null }) {
  return value === null ? <Missing label="No quote" /> : <>{formatPrice(value)}</>;
}

export function Change({ value, percent = false }: { value: number | null; percent?: boolean }) {
  if (value === null) return <Missing label="No quote" />;
  return (
    <span className={`market-change market-change--${changeTone(value)}`}>
      {percent ? formatSignedPercent(value) : formatSignedChange(value)}
    </span>
  );
}

export function MarketCap({ value }: { value: number | null }) {
  return value === null ? <Missing label="Market cap unknown" /> : <>{formatMarketCap(value)}</>;
}

/** The calendars' types, as a reader names them. */
const CATALYST_TYPE_LABELS: Readonly<Record<string, string>> = {
  earnings: 'Earnings',
  fda: 'FDA',
  ipo: 'IPO',
  dividend: 'Dividend',
  splits: 'Split',
  conference: 'Conference',
  conferencecall: 'Conference call',
  economic: 'Economic',
};

export function catalystTypeLabel(type: string): string {
  return CATALYST_TYPE_LABELS[type] ?? type.charAt(0).toUpperCase() + type.slice(1);
}

/**
 * `Earnings · Dec 4, 2026` (a fuzzy FDA date shows its label, e.g. `Q3 2026`), marked `est.` until the
 * company confirms it; the headline is the tooltip.
 */
export function NextCatalystLabel({ catalyst, withTicker = false }: { catalyst: NextCatalyst | null; withTicker?: boolean }) {
  if (catalyst === null) return <Missing label="No upcoming catalyst" />;
  const day = catalyst.date_label ?? formatCalendarDay(catalyst.date);
  return (
    <span className="next-catalyst" title={catalyst.title}>
      <span className={`next-catalyst__type next-catalyst__type--${catalyst.type}`}>{catalystTypeLabel(catalyst.type)}</span>
      {withTicker ? <span className="next-catalyst__ticker">{catalyst.ticker}</span> : null}
      <span className="next-catalyst__when">
        <time className="next-catalyst__date" dateTime={catalyst.date}>
          {day}
        </time>
        {catalyst.date_status === 'estimated' ? (
          <abbr className="next-catalyst__estimated" title="Estimated date, not yet confirmed">
            est.
          </abbr>
        ) : null}
      </span>
    </span>
  );
}
