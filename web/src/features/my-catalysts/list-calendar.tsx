import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Watchlist } from '@mc/api';
import { CalendarScreen } from '../calendars/components/calendar-screen.js';
import { CalendarTable } from '../calendars/components/calendar-table.js';
import { MonthGrid } from '../calendars/components/month-grid.js';
import { TimeZoneSelect } from '../calendars/components/time-zone-select.js';
import { WeekMosaic } from '../calendars/components/week-mosaic.js';
import { CARD_LAYOUTS, COLUMNS } from '../calendars/columns/columns-for.js';
import { useCalendarScreen } from '../calendars/hooks/use-calendar-screen.js';
import { monthTitle, rangeLabel } from '../calendars/model/day-format.js';
import { addMonths, isMonth, monthGrid, monthOf, todayIn, type DayRange, type Month } from '../calendars/model/day-range.js';
import { readTimeZone } from '../calendars/model/time-zone.js';
import { FeedButtons } from './feed-buttons.js';
import { ListPicker } from './list-picker.js';
import { QuickFilters } from './quick-filters.js';
import { WatchlistTickers } from './watchlist-tickers.js';

/** The calendar's views, in the address as `view` (the table without one). */
const VIEWS = [
  { view: 'table', label: 'Table' },
  { view: 'mosaic', label: 'Mosaic' },
  { view: 'month', label: 'Month' },
] as const;
type View = (typeof VIEWS)[number]['view'];

const viewOf = (value: string | null): View => VIEWS.find((entry) => entry.view === value)?.view ?? 'table';

/** Address parameters of this screen besides the calendar's filters: they survive every filter change. */
const SCREEN_PARAMS = ['view', 'month'];

interface ListCalendarProps {
  lists: readonly Watchlist[];
  list: Watchlist;
}

/**
 * One list's catalysts (the calendar API's `watchlist=`: its tickers' rows, plus the important economic
 * releases and market days unless `macro=false`) in the calendars' own table, mosaic or month, with every
 * filter; the quick "within N days" ranges; the feed buttons; and the list's tickers below.
 */
export function ListCalendar({ lists, list }: ListCalendarProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const view = viewOf(searchParams.get('view'));
  const macro = searchParams.get('macro') !== 'false';
  const askedMonth = searchParams.get('month') ?? '';
  const scope: Record<string, string> = { watchlist: String(list.id), ...(macro ? {} : { macro: 'false' }) };

  // The reader's month, in the zone the calendar will use (the hook below reads the same stored zone).
  const month: Month = isMonth(askedMonth) ? askedMonth : monthOf(todayIn(readTimeZone()));
  const screen = useCalendarScreen('all', {
    weekOnly: view === 'mosaic',
    scope,
    keep: SCREEN_PARAMS,
    range: view === 'month' ? monthGrid(month) : undefined,
  });
  const today = todayIn(screen.timeZone);
  const answer = screen.state.status === 'ready' ? screen.state.answer : null;
  const shown = answer && { from: answer.date_from, to: answer.date_to };

  /** The address with one thing changed, the list and its scope kept. */
  function show(change: (params: URLSearchParams) => void, { history = true } = {}) {
    const next = new URLSearchParams(searchParams);
    next.set('watchlist', String(list.id));
    change(next);
    setSearchParams(next, { replace: !history, preventScrollReset: true });
  }

  /** A quick range is a table of those days: the mosaic shows weeks, the month a month. */
  function showRange(range: DayRange) {
    show((params) => {
      params.set('date_from', range.from);
      params.set('date_to', range.to);
      params.delete('view');
      params.delete('month');
    });
  }

  const header = (
    <header className="calendar-page__header my-catalysts__header">
      <div>
        <h1 className="calendar-page__title">My catalysts</h1>
        <p className="calendar-page__intro">
          {list.name}: the catalysts of its {list.ticker_count} {list.ticker_count === 1 ? 'ticker' : 'tickers'}
          {macro ? ', with the important economic releases and market days.' : '.'}
        </p>
      </div>
      <ListPicker
        lists={lists}
        chosen={list}
        onChoose={(chosen) =>
          setSearchParams({ watchlist: String(chosen.id), ...(view === 'table' ? {} : { view }) }, { preventScrollReset: true })
        }
      />
      <FeedButtons list={list} />
      <div className="my-catalysts__views">
        <nav className="view-switcher" aria-label="Calendar views">
          {VIEWS.map((entry) => (
            <Link
              key={entry.view}
              className="view-switcher__link"
              aria-current={entry.view === view ? 'page' : undefined}
              to={{ search: viewSearch(searchParams, list, entry.view) }}
              preventScrollReset
            >
              {entry.label}
            </Link>
          ))}
        </nav>
        <MacroToggle
          macro={macro}
          onChange={(next) =>
            show((params) => (next ? params.delete('macro') : params.set('macro', 'false')), { history: false })
          }
        />
      </div>
    </header>
  );

  const monthSteps = (
    <div className="range-toolbar">
      <div className="range-toolbar__range">
        <p className="range-toolbar__label" aria-live="polite">
          {monthTitle(month)}
        </p>
        <div className="range-toolbar__steps" role="group" aria-label="Month shown">
          {[
            { to: addMonths(month, -1), label: `‹ ${monthTitle(addMonths(month, -1))}` },
            { to: monthOf(today), label: 'This month' },
            { to: addMonths(month, 1), label: `${monthTitle(addMonths(month, 1))} ›` },
          ].map((step) => (
            <button
              key={step.label}
              type="button"
              className="button button--ghost button--small"
              aria-pressed={step.label === 'This month' ? month === monthOf(today) : undefined}
              onClick={() => show((params) => params.set('month', step.to))}
            >
              {step.label}
            </button>
          ))}
        </div>
      </div>
      <TimeZoneSelect timeZone={screen.timeZone} onChange={screen.setTimeZone} />
    </div>
  );

  return (
    <CalendarScreen
      calendar="all"
      screen={screen}
      title="My catalysts"
      header={header}
      customRange={view === 'table'}
      rangeBar={view === 'month' ? monthSteps : undefined}
      shortcuts={<QuickFilters today={today} shown={view === 'table' ? shown : null} onChoose={showRange} />}
      footer={<WatchlistTickers list={list} />}
    >
      {(rows, rowsAnswer) =>
        view === 'mosaic' ? (
          <WeekMosaic
            calendar="all"
            rows={rows}
            range={{ from: rowsAnswer.date_from, to: rowsAnswer.date_to }}
            today={today}
            timeZone={screen.timeZone}
            marketDays={screen.marketDays}
            listStars
          />
        ) : view === 'month' ? (
          <MonthGrid
            month={month}
            grid={monthGrid(month)}
            covered={{ from: rowsAnswer.date_from, to: rowsAnswer.date_to }}
            rows={rows}
            today={today}
            timeZone={screen.timeZone}
            marketDays={screen.marketDays}
            listStars
          />
        ) : (
          <CalendarTable
            caption={`${list.name}, ${rangeLabel({ from: rowsAnswer.date_from, to: rowsAnswer.date_to })}`}
            columns={COLUMNS.all}
            card={CARD_LAYOUTS.all}
            rows={rows}
            ordering={screen.filters.ordering}
            onOrderingChange={screen.setOrdering}
            timeZone={screen.timeZone}
            marketDays={screen.marketDays}
            listStars
          />
        )
      }
    </CalendarScreen>
  );
}

/** The address of another view of the same list and filters. */
function viewSearch(current: URLSearchParams, list: Watchlist, view: View): string {
  const next = new URLSearchParams(current);
  next.set('watchlist', String(list.id));
  if (view === 'table') next.delete('view');
  else next.set('view', view);
  if (view !== 'month') next.delete('month');
  return `?${next.toString()}`;
}

function MacroToggle({ macro, onChange }: { macro: boolean; onChange: (macro: boolean) => void }) {
  const id = useId();
  return (
    <label className="my-catalysts__macro" htmlFor={id}>
      <input id={id} type="checkbox" checked={macro} onChange={(event) => onChange(event.target.checked)} />
      Economic releases and market days
    </label>
  );
}
