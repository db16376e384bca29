import {
  EARLY_CLOSE_TIME,
  EXCHANGE_CALENDAR_YEARS,
  EXCHANGE_EARLY_CLOSES,
  EXCHANGE_HOLIDAYS,
  EXCHANGES,
  addDays,
  tradingDayOnOrBefore,
  weekdayOf,
} from '@mc/market-time';
import type { MarketDayKind } from '@mc/proto/calendar-terms';
import type { MarketDetails } from '../catalysts/catalyst-details.js';
import type { CatalystDraft } from '../catalysts/catalyst-draft.js';

type MarketDayDraft = Extract<CatalystDraft, { type: 'market' }>;

/**
 * The `market` calendar's rows, generated from the exchange table: nothing of it comes from the
 * provider. `providerId` is `{date}-{kind}`, so the ids are stable (`market-2026-11-26-holiday`).
 */
export function marketDayDrafts(): MarketDayDraft[] {
  const drafts = [
    ...EXCHANGE_HOLIDAYS.map((holiday) =>
      draft(holiday.date, 'holiday', `Market closed: ${holiday.name}`, { name: holiday.name, notes: holiday.notes }),
    ),
    ...EXCHANGE_EARLY_CLOSES.map((early) =>
      draft(early.date, 'early_close', `Market closes at ${EARLY_CLOSE_TIME} ET: ${early.name}`, {
        name: early.name,
        notes: null,
        close_time: EARLY_CLOSE_TIME,
      }),
    ),
    ...expirations(),
  ];
  return drafts.sort((a, b) => a.date.localeCompare(b.date));
}

/** How much a market day moves a trader's week (0–5): a shut or short session most, a quarterly expiration next. */
const IMPORTANCE: Record<MarketDayKind, number> = { holiday: 5, early_close: 5, quad_witching: 4, option_expiration: 3 };

const QUARTER_MONTHS = new Set([3, 6, 9, 12]);

function expirations(): MarketDayDraft[] {
  const drafts: MarketDayDraft[] = [];
  for (let year = EXCHANGE_CALENDAR_YEARS.first; year <= EXCHANGE_CALENDAR_YEARS.last; year++) {
    for (let month = 1; month <= 12; month++) {
      const friday = thirdFriday(year, month);
      // Options expire on the last trading day up to the third Friday (the Thursday before a Good Friday or a Juneteenth).
      const date = tradingDayOnOrBefore(friday);
      const moved = date === friday ? null : `Moved from Friday ${friday}: the exchanges are closed that day.`;
      if (QUARTER_MONTHS.has(month))
        drafts.push(
          draft(
            date,
            'quad_witching',
            'Quad witching: stock and index options and futures expire; S&P index rebalancing after the close',
            {
              name: 'Quarterly options and futures expiration',
              notes: moved,
            },
          ),
        );
      else
        drafts.push(
          draft(date, 'option_expiration', 'Monthly options expiration', { name: 'Monthly options expiration', notes: moved }),
        );
    }
  }
  return drafts;
}

/** YYYY-MM-DD of the month's third Friday. */
export function thirdFriday(year: number, month: number): string {
  const first = `${year}-${String(month).padStart(2, '0')}-01`;
  return addDays(first, ((5 - weekdayOf(first) + 7) % 7) + 14);
}

function draft(
  date: string,
  kind: MarketDayKind,
  title: string,
  fields: { name: string; notes: string | null; close_time?: string },
): MarketDayDraft {
  const details: MarketDetails = {
    kind,
    exchanges: EXCHANGES,
    close_time: fields.close_time ?? null,
    name: fields.name,
    notes: fields.notes,
  };
  return {
    type: 'market',
    providerId: `${date}-${kind}`,
    // Written from the table, not from the provider: no provider `updated` to compare against.
    providerUpdated: 0,
    tickers: [],
    company: null,
    title,
    date,
    // A market day is a day of the exchanges, the same in every zone: no time, so no zone moves it.
    time: null,
    dateStatus: 'confirmed',
    datePrecision: 'day',
    dateLabel: null,
    importance: IMPORTANCE[kind],
    details,
    sourceUrl: kind === 'holiday' || kind === 'early_close' ? 'https://www.nyse.com/markets/hours-calendars' : null,
  };
}
