import { CalendarScreen } from '../components/calendar-screen.js';
import { CalendarTable } from '../components/calendar-table.js';
import { useCalendarRouteHandle } from '../calendar-route-handle.js';
import { CARD_LAYOUTS, COLUMNS } from '../columns/columns-for.js';
import { useCalendarScreen } from '../hooks/use-calendar-screen.js';
import { CALENDAR_KINDS } from '../model/calendar-kinds.js';
import { rangeLabel } from '../model/day-format.js';
import { useIsSubscriber } from '../../my-catalysts/watchlist-queries.js';

/** `/{type}-calendar`, `/market-catalysts-calendar` and `/catalyst-calendar`: the table view. */
export default function CalendarTablePage() {
  const { calendar, title } = useCalendarRouteHandle();
  // A new calendar starts afresh: its rows, columns and filters are not the last one's.
  return <TableView key={calendar} calendar={calendar} title={title} />;
}

function TableView({ calendar, title }: ReturnType<typeof useCalendarRouteHandle>) {
  const screen = useCalendarScreen(calendar);
  const { subscriber } = useIsSubscriber();
  return (
    <CalendarScreen calendar={calendar} screen={screen} title={title}>
      {(rows, answer) => (
        <CalendarTable
          caption={`${title ?? CALENDAR_KINDS[calendar].title}, ${rangeLabel({ from: answer.date_from, to: answer.date_to })}`}
          columns={COLUMNS[calendar]}
          card={CARD_LAYOUTS[calendar]}
          rows={rows}
          ordering={screen.filters.ordering}
          onOrderingChange={screen.setOrdering}
          timeZone={screen.timeZone}
          marketDays={screen.marketDays}
          listStars={subscriber}
        />
      )}
    </CalendarScreen>
  );
}
