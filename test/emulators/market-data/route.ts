import type { IncomingHttpHeaders } from 'node:http';
import type { CalendarBook } from './calendar/calendar-book.js';
import type { CalendarSwitches } from './calendar/calendar-switches.js';
import type { EmulatorControl } from './control.js';

// The contract between the server and the route modules: a route gets a parsed request and returns an answer
// as a value, so the server can apply auth, request counting and fault modes in one place.

export interface EmulatorRequest {
  method: string;
  url: URL;
  headers: IncomingHttpHeaders;
  /** Resolves to undefined for an empty body; rejects with BadRequest for anything but JSON. */
  readJson(): Promise<unknown>;
}

export interface EmulatorAnswer {
  status: number;
  contentType: string;
  body: string;
  headers?: Record<string, string>;
}

export interface RouteContext {
  control: EmulatorControl;
  seed: number;
  calendar: CalendarBook;
  calendarSwitches: CalendarSwitches;
}

/**
 * Which of the provider's APIs a provider route belongs to. They word errors differently and have their own
 * control switches: quotes obey /__control/mode (applied by the server), calendar routes (calendars,
 * calendar-removed, company profiles) obey /__control/calendar/mode, which they apply themselves.
 */
export type ProviderApi = 'quotes' | 'calendar';

export interface Route {
  method: 'GET' | 'POST';
  path: string;
  /** Provider routes stand in for Benzinga: they need the API key and are counted. */
  audience: 'provider' | 'emulator';
  /** Required for provider routes. */
  api?: ProviderApi;
  /** `abandoned` fires when the client hangs up or the emulator closes, so slow answers can stop waiting. */
  handle(request: EmulatorRequest, context: RouteContext, abandoned: AbortSignal): EmulatorAnswer | Promise<EmulatorAnswer>;
}

/** Thrown for input the emulator cannot even parse; the server turns it into a 400 naming `param`. */
export class BadRequest extends Error {
  constructor(
    message: string,
    readonly param: string,
  ) {
    super(message);
  }
}
