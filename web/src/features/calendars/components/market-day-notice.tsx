import type { MarketNotice } from '../model/market-days.js';
import './market-day-notice.css';

/** A day's market notices ("Market closed", "Closes 13:00 ET", "Options expire"), each with its occasion. */
export function MarketDayNotices({ notices }: { notices: readonly MarketNotice[] | undefined }) {
  if (!notices?.length) return null;
  return (
    <span className="market-day-notices">
      {notices.map((notice) => (
        <span key={notice.kind} className={`market-day-notice market-day-notice--${notice.kind}`} title={notice.name}>
          {notice.text}
          <span className="market-day-notice__name">: {notice.name}</span>
        </span>
      ))}
    </span>
  );
}
