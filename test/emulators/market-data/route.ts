import type { IncomingHttpHeaders } from 'node:http';
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
}

export interface Route {
  method: 'GET' | 'POST';
  path: string;
  /** Provider routes stand in for Benzinga: they need the API key, are counted and obey the control mode. */
  audience: 'provider' | 'emulator';
  handle(request: EmulatorRequest, context: RouteContext): EmulatorAnswer | Promise<EmulatorAnswer>;
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
