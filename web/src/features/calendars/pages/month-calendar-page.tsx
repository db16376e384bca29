import { useSearchParams } from 'react-router';
import { usePageMeta } from '../../../ui/page-meta.js';
import { MONTH_CALENDAR_PATH } from '../calendar-paths.js';
import { CalendarScreenStates } from '../components/calendar-screen-states.js';
import { FilterBar } from '../components/filter-bar.js';
import { MonthGrid } from '../components/month-grid.js';
import { PreviewNotice } from '../components/preview-notice.js';
import { TimeZoneSelect } from '../components/time-zone-select.js';
import { useCalendarRowsQuery } from '../hooks/calendar-rows-query.js';
import { useMarketDays } from '../hooks/use-market-days.js';
import { useTimeZone } from '../hooks/use-time-zone.js';
import { filterParams, NO_FILTERS, readFilters, type CalendarFilters } from '../model/calendar-filters.js';
import { monthTitle } from '../model/day-format.js';
import { addMonths, isMonth, monthGrid, monthOf, todayIn, type Month } from '../model/day-range.js';
import { useIsSubscriber } from '../../my-catalysts/watchlist-queries.js';
import '../components/calendar-screen.css';

/** `/calendar`: a month of every catalyst; `?month=YYYY-MM` (default the current one), filterable by type and importance. */
export default function MonthCalendarPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [timeZone, setTimeZone] = useTimeZone();
  const today = todayIn(timeZone);
  const asked = searchParams.get('month') ?? '';
  const month: Month = isMonth(asked) ? asked : monthOf(today);
  const read = readFilters(searchParams);
  const filters: CalendarFilters = { ...NO_FILTERS, types: read.types, importance: read.importance };
  const grid = monthGrid(month);
  const params = filterParams({ ...filters, dateFrom: grid.from, dateTo: grid.to }, 'all');
  const { state, retry } = useCalendarRowsQuery({ calendar: 'all', params, timeZone, fallbackToCurrentWeek: true });
  const marketDays = useMarketDays(grid);
  const { subscriber } = useIsSubscriber();

  function show(nextMonth: Month, nextFilters: CalendarFilters) {
    const next = filterParams(nextFilters, 'all');
    if (nextMonth !== monthOf(today)) next.set('month', nextMonth);
    setSearchParams(next, { preventScrollReset: true });
  }
  const preview = state.status === 'ready' && state.answer.access === 'preview';
  usePageMeta({
    title: `Catalyst Calendar: ${monthTitle(month)}`,
    description: `Earnings, FDA decisions, IPOs, dividends, splits, conferences and economic releases of ${monthTitle(month)}, day by day.`,
    path: MONTH_CALENDAR_PATH,
  });

  return (
    <article className="calendar-page">
      <header className="calendar-page__header">
        <div>
          <h1 className="calendar-page__title">Catalyst Calendar: {monthTitle(month)}</h1>
          <p className="calendar-page__intro">
            Every earnings report, FDA decision, IPO, dividend, split, conference, call and economic release of the month, the
            most important first on each day.
          </p>
        </div>
      </header>
      {state.status === 'ready' && <PreviewNotice locked={state.answer.locked} />}
      <div className="range-toolbar">
        <div className="range-toolbar__steps" role="group" aria-label="Month shown">
          <button
            type="button"
            className="button button--ghost button--small"
            disabled={preview}
            onClick={() => show(addMonths(month, -1), filters)}
          >
            <span aria-hidden="true">‹</span> {monthTitle(addMonths(month, -1))}
          </button>
          <button
            type="button"
            className="button button--ghost button--small"
            aria-pressed={month === monthOf(today)}
            onClick={() => show(monthOf(today), filters)}
          >
            This month
          </button>
          <button
            type="button"
            className="button button--ghost button--small"
            disabled={preview}
            onClick={() => show(addMonths(month, 1), filters)}
          >
            {monthTitle(addMonths(month, 1))} <span aria-hidden="true">›</span>
          </button>
        </div>
        <TimeZoneSelect timeZone={timeZone} onChange={setTimeZone} />
      </div>
      <FilterBar calendar="all" filters={filters} onChange={(next) => show(month, next)} only={['importance', 'types']} />
      <CalendarScreenStates state={state} noun="catalysts" onRetry={retry} onReset={() => show(monthOf(today), NO_FILTERS)}>
        {(rows, answer) => (
          <MonthGrid
            month={month}
            grid={grid}
            covered={{ from: answer.date_from, to: answer.date_to }}
            rows={rows}
            today={today}
            timeZone={timeZone}
            marketDays={marketDays}
            listStars={subscriber}
          />
        )}
      </CalendarScreenStates>
    </article>
  );
}
