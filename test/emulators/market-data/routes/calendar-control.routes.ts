import { errorAnswer, jsonAnswer } from '../answers.js';
import type { EditResult } from '../calendar/calendar-book.js';
import {
  CALENDAR_MODES,
  CONFERENCE_CALL_KEYS,
  FAIL_STATUSES,
  FAULT_ENDPOINTS,
  MALFORMED_KINDS,
  NO_DATA_STYLES,
  type CalendarAnswerStyle,
  type CalendarFaults,
} from '../calendar/calendar-switches.js';
import { CALENDAR_TYPES, isCalendarType } from '../calendar/calendar-types.js';
import type { EmulatorAnswer, EmulatorRequest, Route, RouteContext } from '../route.js';

// Test-only switches for the calendar side: faults, answer styles, and rows added, changed or deleted at the
// emulator's clock (so `updated` moves and deletions reach calendar-removed). Every answer says what changed.

const MAX_DELAY_MS = 10 * 60_000;

export const calendarControlRoutes: readonly Route[] = [
  { method: 'GET', path: '/__control/calendar', audience: 'emulator', handle: (_, context) => jsonAnswer(200, stateOf(context)) },
  { method: 'POST', path: '/__control/calendar/mode', audience: 'emulator', handle: withBody(changeFaults) },
  { method: 'POST', path: '/__control/calendar/answers', audience: 'emulator', handle: withBody(changeAnswers) },
  { method: 'POST', path: '/__control/calendar/add', audience: 'emulator', handle: withBody(addRow) },
  { method: 'POST', path: '/__control/calendar/change', audience: 'emulator', handle: withBody(changeRow) },
  { method: 'POST', path: '/__control/calendar/remove', audience: 'emulator', handle: withBody(removeRow) },
];

export function stateOf(context: RouteContext) {
  return {
    faults: context.calendarSwitches.faults,
    answers: context.calendarSwitches.answers,
    edits: context.calendar.edits(),
    nowMs: context.control.now(),
  };
}

function changeFaults(body: Record<string, unknown>, context: RouteContext): EmulatorAnswer {
  const { mode, delayMs, status, malformed, endpoints, fromPage } = body;
  const faults: Partial<CalendarFaults> = {};
  if (!oneOf(CALENDAR_MODES, mode)) return invalid(`mode must be one of ${CALENDAR_MODES.join(', ')}`, 'mode');
  faults.mode = mode;
  if (delayMs !== undefined) {
    if (!wholeNumberBetween(delayMs, 0, MAX_DELAY_MS)) return invalid(`delayMs must be from 0 to ${MAX_DELAY_MS}`, 'delayMs');
    faults.delayMs = delayMs;
  }
  if (status !== undefined) {
    if (!oneOf(FAIL_STATUSES, status)) return invalid(`status must be one of ${FAIL_STATUSES.join(', ')}`, 'status');
    faults.status = status;
  }
  if (malformed !== undefined) {
    if (malformed !== 'rotate' && !oneOf(MALFORMED_KINDS, malformed)) {
      return invalid(`malformed must be rotate or one of ${MALFORMED_KINDS.join(', ')}`, 'malformed');
    }
    faults.malformed = malformed;
  }
  if (endpoints !== undefined) {
    if (!Array.isArray(endpoints) || endpoints.length === 0 || !endpoints.every((name) => oneOf(FAULT_ENDPOINTS, name))) {
      return invalid(`endpoints must be a non-empty list of ${FAULT_ENDPOINTS.join(', ')}`, 'endpoints');
    }
    faults.endpoints = endpoints;
  }
  if (fromPage !== undefined) {
    if (!wholeNumberBetween(fromPage, 0, 100_000)) return invalid('fromPage must be a page number from 0', 'fromPage');
    faults.fromPage = fromPage;
  }
  context.calendarSwitches.setFaults(faults);
  return jsonAnswer(200, stateOf(context));
}

function changeAnswers(body: Record<string, unknown>, context: RouteContext): EmulatorAnswer {
  const { noData, conferenceCallsKey } = body;
  const style: Partial<CalendarAnswerStyle> = {};
  if (noData !== undefined) {
    if (!oneOf(NO_DATA_STYLES, noData)) return invalid(`noData must be one of ${NO_DATA_STYLES.join(', ')}`, 'noData');
    style.noData = noData;
  }
  if (conferenceCallsKey !== undefined) {
    if (!oneOf(CONFERENCE_CALL_KEYS, conferenceCallsKey)) {
      return invalid(`conferenceCallsKey must be one of ${CONFERENCE_CALL_KEYS.join(', ')}`, 'conferenceCallsKey');
    }
    style.conferenceCallsKey = conferenceCallsKey;
  }
  if (Object.keys(style).length === 0) return invalid('send noData, conferenceCallsKey or both', 'body');
  context.calendarSwitches.setAnswers(style);
  return jsonAnswer(200, stateOf(context));
}

function addRow(body: Record<string, unknown>, context: RouteContext): EmulatorAnswer {
  const { type, row } = body;
  if (!isCalendarType(type)) return invalid(`type must be one of ${CALENDAR_TYPES.join(', ')}`, 'type');
  if (!isObject(row)) return invalid("row must be an object of the row's fields", 'row');
  return editAnswer(context.calendar.add(type, row, context.control.now()), 'row');
}

function changeRow(body: Record<string, unknown>, context: RouteContext): EmulatorAnswer {
  const { type, id, changes } = body;
  if (!isCalendarType(type)) return invalid(`type must be one of ${CALENDAR_TYPES.join(', ')}`, 'type');
  if (typeof id !== 'string' || id === '') return invalid("id must be the row's id", 'id');
  if (!isObject(changes) || Object.keys(changes).length === 0) return invalid('changes must name at least one field', 'changes');
  return editAnswer(context.calendar.change(type, id, changes, context.control.now()), 'row');
}

function removeRow(body: Record<string, unknown>, context: RouteContext): EmulatorAnswer {
  const { type, id } = body;
  if (!isCalendarType(type)) return invalid(`type must be one of ${CALENDAR_TYPES.join(', ')}`, 'type');
  if (typeof id !== 'string' || id === '') return invalid("id must be the row's id", 'id');
  return editAnswer(context.calendar.remove(type, id, context.control.now()), 'removed');
}

function editAnswer<T>(result: EditResult<T>, key: string): EmulatorAnswer {
  if (result.ok) return jsonAnswer(200, { [key]: result.value });
  return result.status === 404
    ? errorAnswer(404, 'not_found_error', result.message)
    : errorAnswer(400, 'invalid_request_error', result.message, ['body']);
}

function withBody(change: (body: Record<string, unknown>, context: RouteContext) => EmulatorAnswer): Route['handle'] {
  return async (request: EmulatorRequest, context: RouteContext) => {
    const body = await request.readJson();
    if (!isObject(body)) return invalid('the body must be a JSON object', 'body');
    return change(body, context);
  };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function oneOf<T>(choices: readonly T[], value: unknown): value is T {
  return choices.some((choice) => choice === value);
}

function wholeNumberBetween(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

function invalid(message: string, param: string): EmulatorAnswer {
  return errorAnswer(400, 'invalid_request_error', message, [param]);
}
