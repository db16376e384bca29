import { jsonAnswer } from '../answers.js';
import { badParameterAnswer } from '../calendar/calendar-answers.js';
import { InvalidParameter, parsePaging, unixSecondsParam } from '../calendar/calendar-query.js';
import { CALENDAR_TYPES, isCalendarType, type CalendarType } from '../calendar/calendar-types.js';
import type { EmulatorAnswer, EmulatorRequest, Route, RouteContext } from '../route.js';
import { pageOf } from './calendar.routes.js';

// GET /api/v2.1/calendar-removed/?type=…&updated=…: the rows the provider deleted, so a delta sync can delete
// them too. Benzinga's own type names are accepted next to the endpoint names (README.md lists them).

const TYPE_ALIASES: Readonly<Record<string, CalendarType>> = {
  'conference calls': 'conference-calls',
  conference_calls: 'conference-calls',
  conference: 'conference-calls',
  ipo: 'ipos',
  dividend: 'dividends',
  split: 'splits',
  economic: 'economics',
  event: 'events',
};

export const calendarRemovedRoutes: readonly Route[] = ['/api/v2.1/calendar-removed/', '/api/v2.1/calendar-removed'].map(
  (path): Route => ({
    method: 'GET',
    path,
    audience: 'provider',
    api: 'calendar',
    handle: (request, context, abandoned) =>
      context.calendarSwitches.answer(
        'removed',
        pageOf(request),
        () => answerRemoved(request, context),
        () => jsonAnswer(200, { removed: [] }),
        abandoned,
      ),
  }),
);

function answerRemoved(request: EmulatorRequest, context: RouteContext): EmulatorAnswer {
  try {
    const params = request.url.searchParams;
    const { page, pageSize } = parsePaging(params, 'pageSize');
    const types = typesOf(params.get('type'));
    const updatedText = params.get('updated') ?? params.get('parameters[updated]');
    const since = updatedText === null ? 0 : unixSecondsParam('updated', updatedText.trim());
    const removed = context.calendar
      .removedAt(types, context.control.now())
      .filter((row) => row.updated >= since)
      .sort((a, b) => a.updated - b.updated || a.id.localeCompare(b.id))
      .slice(page * pageSize, (page + 1) * pageSize);
    return jsonAnswer(200, { removed });
  } catch (error) {
    if (error instanceof InvalidParameter) return badParameterAnswer(error.message);
    throw error;
  }
}

function typesOf(text: string | null): readonly CalendarType[] {
  if (text === null || text.trim() === '') return CALENDAR_TYPES;
  return text.split(',').map((name) => {
    const normalized = name.trim().toLowerCase();
    const type = TYPE_ALIASES[normalized] ?? normalized;
    if (!isCalendarType(type)) {
      throw new InvalidParameter('type', `must be one of ${CALENDAR_TYPES.join(', ')}; got ${name.trim()}`);
    }
    return type;
  });
}
