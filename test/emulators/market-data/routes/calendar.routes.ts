import { jsonAnswer } from '../answers.js';
import { badParameterAnswer, noDataFoundAnswer } from '../calendar/calendar-answers.js';
import { CALENDAR_ENDPOINTS, type CalendarEndpoint } from '../calendar/calendar-endpoints.js';
import { InvalidParameter, parseCalendarQuery, selectRows } from '../calendar/calendar-query.js';
import { CALENDAR_TYPES } from '../calendar/calendar-types.js';
import type { EmulatorAnswer, EmulatorRequest, Route, RouteContext } from '../route.js';

// GET /api/v2.1/calendar/{earnings|fda|ipos|dividends|splits|conference-calls|economics} and
// GET /api/v2/calendar/events: the provider's calendars as of the emulator's clock (README.md has the details).
export const calendarRoutes: readonly Route[] = CALENDAR_TYPES.map((type): Route => {
  const endpoint = CALENDAR_ENDPOINTS[type] as CalendarEndpoint;
  return {
    method: 'GET',
    path: endpoint.path,
    audience: 'provider',
    api: 'calendar',
    handle: (request, context, abandoned) =>
      context.calendarSwitches.answer(
        type,
        pageOf(request),
        () => answerCalendar(endpoint, request, context),
        () => noDataAnswer(endpoint, context),
        abandoned,
      ),
  };
});

function answerCalendar(endpoint: CalendarEndpoint, request: EmulatorRequest, context: RouteContext): EmulatorAnswer {
  try {
    const query = parseCalendarQuery(endpoint, request.url.searchParams);
    const rows = selectRows(endpoint, context.calendar.rowsAt(endpoint.type, context.control.now()), query);
    if (rows.length === 0) return noDataAnswer(endpoint, context);
    const key = endpoint.type === 'conference-calls' ? context.calendarSwitches.answers.conferenceCallsKey : endpoint.answerKey;
    return jsonAnswer(200, { [key]: rows });
  } catch (error) {
    if (error instanceof InvalidParameter) return badParameterAnswer(error.message);
    throw error;
  }
}

// Benzinga says "nothing" either with a 404 no_data_found or with a bare []; which one depends on the endpoint
// unless a test picks one for all.
function noDataAnswer(endpoint: CalendarEndpoint, context: RouteContext): EmulatorAnswer {
  const style = context.calendarSwitches.answers.noData;
  const answer = style === 'by-endpoint' ? endpoint.noData : style;
  return answer === 'not_found' ? noDataFoundAnswer() : jsonAnswer(200, []);
}

/** The requested page for the fault switches; a malformed page counts as the first (the query check refuses it). */
export function pageOf(request: EmulatorRequest): number {
  const page = Number(request.url.searchParams.get('page') ?? '0');
  return Number.isInteger(page) && page >= 0 ? page : 0;
}
