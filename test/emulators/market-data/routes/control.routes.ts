import { errorAnswer, jsonAnswer } from '../answers.js';
import { DEFAULT_SLOW_DELAY_MS, PROVIDER_MODES, type EmulatorControl, type ProviderMode } from '../control.js';
import type { EmulatorAnswer, EmulatorRequest, Route, RouteContext } from '../route.js';

// Test-only switches. Every answer is the control state after the change, so a test can check what it set.

const MAX_DELAY_MS = 10 * 60_000;

export const controlRoutes: readonly Route[] = [
  { method: 'POST', path: '/__control/mode', audience: 'emulator', handle: withBody(changeMode) },
  { method: 'POST', path: '/__control/clock', audience: 'emulator', handle: withBody(changeClock) },
  {
    method: 'POST',
    path: '/__control/reset',
    audience: 'emulator',
    handle: (_, context) => reset(context),
  },
  {
    method: 'GET',
    path: '/__control/stats',
    audience: 'emulator',
    handle: (_, { control }) => jsonAnswer(200, control.state()),
  },
];

function changeMode(body: Record<string, unknown>, control: EmulatorControl): EmulatorAnswer {
  const { mode, delayMs = DEFAULT_SLOW_DELAY_MS } = body;
  if (!isProviderMode(mode)) return invalid(`mode must be one of ${PROVIDER_MODES.join(', ')}`, 'mode');
  if (!isWholeNumberBetween(delayMs, 0, MAX_DELAY_MS)) {
    return invalid(`delayMs must be a whole number of milliseconds from 0 to ${MAX_DELAY_MS}`, 'delayMs');
  }
  control.setMode(mode, delayMs);
  return jsonAnswer(200, control.state());
}

function changeClock(body: Record<string, unknown>, control: EmulatorControl): EmulatorAnswer {
  const { nowMs, advanceMs, real } = body;
  const given = [nowMs, advanceMs, real].filter((value) => value !== undefined);
  if (given.length !== 1) return invalid('send exactly one of nowMs, advanceMs or real', 'body');
  if (real === true) {
    control.useRealClock();
  } else if (isFiniteNumber(nowMs)) {
    control.setClock(nowMs);
  } else if (isFiniteNumber(advanceMs)) {
    control.advanceClock(advanceMs);
  } else {
    return invalid('nowMs and advanceMs must be numbers of milliseconds; real must be true', 'body');
  }
  return jsonAnswer(200, control.state());
}

// Everything back as at start-up: quote and calendar switches, the clock, the counts, and calendar edits.
function reset({ control, calendar, calendarSwitches }: RouteContext): EmulatorAnswer {
  control.reset();
  calendarSwitches.reset();
  calendar.reset();
  return jsonAnswer(200, control.state());
}

function withBody(change: (body: Record<string, unknown>, control: EmulatorControl) => EmulatorAnswer): Route['handle'] {
  return async (request: EmulatorRequest, { control }: RouteContext) => {
    const body = await request.readJson();
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      return invalid('the body must be a JSON object', 'body');
    }
    return change(body as Record<string, unknown>, control);
  };
}

function isProviderMode(value: unknown): value is ProviderMode {
  return PROVIDER_MODES.some((mode) => mode === value);
}

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

function isWholeNumberBetween(value: unknown, min: number, max: number): value is number {
  return isFiniteNumber(value) && Number.isInteger(value) && value >= min && value <= max;
}

function invalid(message: string, param: string): EmulatorAnswer {
  return errorAnswer(400, 'invalid_request_error', message, [param]);
}
