import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { errorAnswer } from './answers.js';
import { carriesApiKey } from './api-key.js';
import { CalendarBook } from './calendar/calendar-book.js';
import { unauthorizedAnswer } from './calendar/calendar-answers.js';
import { CalendarSwitches } from './calendar/calendar-switches.js';
import { EmulatorControl } from './control.js';
import { toEmulatorRequest, writeAnswer } from './http-exchange.js';
import { answerInMode } from './provider-modes.js';
import { BadRequest, type EmulatorAnswer, type EmulatorRequest, type RouteContext } from './route.js';
import { ROUTES, matchRoute } from './routes.js';

export const MARKET_DATA_DEFAULTS = {
  port: 12112,
  host: '127.0.0.1',
  apiKey: 'emulator-key',
  seed: 42,
} as const;

export interface MarketDataEmulatorOptions {
  /** 0 picks a free port; read the chosen one from the result. */
  port?: number;
  host?: string;
  apiKey?: string;
  seed?: number;
}

export interface RunningMarketDataEmulator {
  port: number;
  url: string;
  close(): Promise<void>;
}

export async function startMarketDataEmulator(options: MarketDataEmulatorOptions = {}): Promise<RunningMarketDataEmulator> {
  const port = options.port ?? MARKET_DATA_DEFAULTS.port;
  const host = options.host ?? MARKET_DATA_DEFAULTS.host;
  const apiKey = options.apiKey ?? MARKET_DATA_DEFAULTS.apiKey;
  const seed = options.seed ?? MARKET_DATA_DEFAULTS.seed;
  const context: RouteContext = {
    control: new EmulatorControl(),
    seed,
    calendar: new CalendarBook(seed),
    calendarSwitches: new CalendarSwitches(),
  };
  const closing = new AbortController();
  const server = createServer((incoming, response) => {
    void serve(incoming, response, { context, apiKey, closing: closing.signal });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const { port: boundPort } = server.address() as AddressInfo;
  return {
    port: boundPort,
    url: `http://${host.includes(':') ? `[${host}]` : host}:${boundPort}`,
    close: async () => {
      // Slow-mode answers may be waiting for minutes; stop them instead of waiting.
      closing.abort();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
    },
  };
}

interface ServeOptions {
  context: RouteContext;
  apiKey: string;
  closing: AbortSignal;
}

async function serve(incoming: IncomingMessage, response: ServerResponse, options: ServeOptions): Promise<void> {
  const abandoned = AbortSignal.any([options.closing, clientGone(response)]);
  try {
    writeAnswer(response, await answerRequest(toEmulatorRequest(incoming), options, abandoned));
  } catch (error) {
    if (abandoned.aborted) {
      response.destroy();
    } else if (error instanceof BadRequest) {
      writeAnswer(response, errorAnswer(400, 'invalid_request_error', error.message, [error.param]));
    } else {
      writeAnswer(response, errorAnswer(500, 'server_error', `emulator bug: ${String(error)}`));
    }
  }
}

async function answerRequest(
  request: EmulatorRequest,
  { context, apiKey }: ServeOptions,
  abandoned: AbortSignal,
): Promise<EmulatorAnswer> {
  const match = matchRoute(ROUTES, request.method, request.url.pathname);
  if (match.kind === 'none') {
    return errorAnswer(404, 'not_found_error', `no route for ${request.url.pathname}`);
  }
  if (match.kind === 'wrong-method') {
    const allowed = match.allowed.join(', ');
    return { ...errorAnswer(405, 'invalid_request_error', `use ${allowed}`), headers: { allow: allowed } };
  }
  const { route } = match;
  if (route.audience === 'emulator') return route.handle(request, context, abandoned);
  const { control } = context;
  control.recordRequest(route.path);
  if (!carriesApiKey(request, apiKey)) {
    control.recordUnauthorized();
    return route.api === 'calendar'
      ? unauthorizedAnswer()
      : errorAnswer(401, 'authentication_error', 'Invalid token, check the token provided.');
  }
  if (route.api === 'calendar') return route.handle(request, context, abandoned);
  return answerInMode(control, () => route.handle(request, context, abandoned), abandoned);
}

function clientGone(response: ServerResponse): AbortSignal {
  const gone = new AbortController();
  response.once('close', () => {
    if (!response.writableFinished) gone.abort();
  });
  return gone.signal;
}
