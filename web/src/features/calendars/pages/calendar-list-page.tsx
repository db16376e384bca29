import { CalendarScreen } from '../components/calendar-screen.js';
import { CompactList } from '../components/compact-list.js';
import { useCalendarRouteHandle } from '../calendar-route-handle.js';
import { useCalendarScreen } from '../hooks/use-calendar-screen.js';

/** `/{type}-calendar-old` (members only, spec §6): the compact list layout. */
export default function CalendarListPage() {
  const { calendar, title } = useCalendarRouteHandle();
  return <ListView key={calendar} calendar={calendar} title={title} />;
}

function ListView({ calendar, title }: ReturnType<typeof useCalendarRouteHandle>) {
  const screen = useCalendarScreen(calendar);
  return (
    <CalendarScreen calendar={calendar} screen={screen} title={title}>
      {(rows) => (
        <CompactList
          calendar={calendar}
          rows={rows}
          ordering={screen.filters.ordering}
          timeZone={screen.timeZone}
          marketDays={screen.marketDays}
        />
      )}
    </CalendarScreen>
  );
}
