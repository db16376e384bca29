import { MAX_PAGE_SIZE, type CalendarPage } from '@mc/api/calendars';
import { useBffQuery } from '../../../api/bff-query.js';
import type { DayRange } from '../model/day-range.js';
import { marketDaysOf, type MarketDays } from '../model/market-days.js';

const NONE: MarketDays = new Map();

/**
 * The market days (holidays, early closes, expirations) of the range on screen, for the notices under
 * each day's heading. Public fact, the same for every reader and every week; a range holds at most a
 * few dozen, so one page is all of them. While it loads, or if it fails, the days show no notice.
 */
export function useMarketDays(range: DayRange | null): MarketDays {
  const query = range && new URLSearchParams({ date_from: range.from, date_to: range.to, page_size: String(MAX_PAGE_SIZE) });
  const { data } = useBffQuery<CalendarPage, MarketDays>({
    key: ['calendars', 'market', range?.from, range?.to],
    sameForEveryone: true,
    path: query && `/api/calendars/market/?${query.toString()}`,
    enabled: range !== null,
    staleTime: 60 * 60 * 1000,
    select: (page) => marketDaysOf(page.results),
  });
  return data ?? NONE;
}
