import { usePageMeta } from '../../../ui/page-meta.js';
import { CONFERENCE_AGENDA_PATH } from '../calendar-paths.js';
import { CalendarScreenStates } from '../components/calendar-screen-states.js';
import { EmptyState } from '../../../ui/load-states.js';
import { ConferenceAgenda } from '../components/conference-agenda.js';
import { FilterBar } from '../components/filter-bar.js';
import { FilterDrawer } from '../components/filter-drawer.js';
import { narrowsRows } from '../model/calendar-filters.js';
import { PreviewNotice } from '../components/preview-notice.js';
import { RangeToolbar } from '../components/range-toolbar.js';
import { useCalendarFilters } from '../hooks/use-calendar-filters.js';
import { useCalendarRowsQuery } from '../hooks/calendar-rows-query.js';
import { useTimeZone } from '../hooks/use-time-zone.js';
import { NO_FILTERS } from '../model/calendar-filters.js';
import { CALENDAR_KINDS } from '../model/calendar-kinds.js';
import { rangeLabel } from '../model/day-format.js';
import { addDays, currentWeekIn, type DayRange } from '../model/day-range.js';
import '../components/calendar-screen.css';

/** The agenda looks eight weeks ahead from this week's Monday unless the address names a range. */
export const AGENDA_WEEKS = 8;

/** `/conference-calendar-view`: investor conferences as an agenda. A preview shows this week's. */
export default function ConferenceAgendaPage() {
  const { filters, params, change } = useCalendarFilters('conference');
  const [timeZone, setTimeZone] = useTimeZone();
  const monday = currentWeekIn(timeZone).from;
  const upcoming: DayRange = { from: monday, to: addDays(monday, AGENDA_WEEKS * 7 - 1) };
  const requestParams = new URLSearchParams(params);
  if (!filters.dateFrom && !filters.dateTo) {
    requestParams.set('date_from', upcoming.from);
    requestParams.set('date_to', upcoming.to);
  }
  const { state, retry } = useCalendarRowsQuery({
    calendar: 'conference',
    params: requestParams,
    timeZone,
    fallbackToCurrentWeek: true,
  });
  const answer = state.status === 'ready' ? state.answer : null;
  const shown = answer ? { from: answer.date_from, to: answer.date_to } : null;
  usePageMeta({
    title: 'Investor Conference Agenda',
    description: CALENDAR_KINDS.conference.description,
    path: CONFERENCE_AGENDA_PATH,
  });

  return (
    <article className="calendar-page">
      <header className="calendar-page__header">
        <div>
          <h1 className="calendar-page__title">Investor Conference Agenda</h1>
          <p className="calendar-page__intro">{CALENDAR_KINDS.conference.description}</p>
        </div>
      </header>
      {answer && <PreviewNotice locked={answer.locked} />}
      <RangeToolbar
        shown={shown}
        currentWeek={answer?.access === 'preview' ? shown : upcoming}
        locked={answer?.locked.includes('other_weeks') ?? false}
        onRangeChange={(range) =>
          change({ ...filters, dateFrom: range?.from ?? null, dateTo: range?.to ?? null }, { history: true })
        }
        homeLabel="From this week"
        timeZone={timeZone}
        onTimeZoneChange={setTimeZone}
      />
      <FilterDrawer narrowed={narrowsRows(filters)}>
        <FilterBar calendar="conference" filters={filters} onChange={(next) => change(next)} />
      </FilterDrawer>
      <CalendarScreenStates
        state={state}
        noun={CALENDAR_KINDS.conference.noun}
        onRetry={retry}
        onReset={() => change(NO_FILTERS, { history: true })}
        empty={shown && <EmptyState>No investor conferences are scheduled for {rangeLabel(shown)}.</EmptyState>}
      >
        {(rows) => <ConferenceAgenda rows={rows} timeZone={timeZone} />}
      </CalendarScreenStates>
    </article>
  );
}
