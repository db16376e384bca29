import { CalendarScreen } from '../components/calendar-screen.js';
import { WeekMosaic } from '../components/week-mosaic.js';
import { useCalendarRouteHandle } from '../calendar-route-handle.js';
import { useCalendarScreen } from '../hooks/use-calendar-screen.js';
import { todayIn } from '../model/day-range.js';
import { useIsSubscriber } from '../../my-catalysts/watchlist-queries.js';

/** `/{type}-calendar-mosaic`: the same rows as the table, as a week of day cards with company logos. */
export default function CalendarMosaicPage() {
  const { calendar, title } = useCalendarRouteHandle();
  return <MosaicView key={calendar} calendar={calendar} title={title} />;
}

function MosaicView({ calendar, title }: ReturnType<typeof useCalendarRouteHandle>) {
  const screen = useCalendarScreen(calendar, { weekOnly: true });
  const { subscriber } = useIsSubscriber();
  return (
    <CalendarScreen calendar={calendar} screen={screen} title={title} customRange={false}>
      {(rows, answer) => (
        <WeekMosaic
          calendar={calendar}
          rows={rows}
          range={{ from: answer.date_from, to: answer.date_to }}
          today={todayIn(screen.timeZone)}
          timeZone={screen.timeZone}
          marketDays={screen.marketDays}
          listStars={subscriber}
        />
      )}
    </CalendarScreen>
  );
}
