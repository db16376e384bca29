import { jsonAnswer } from '../answers.js';
import type { EmulatorAnswer } from '../route.js';

// Benzinga's calendar and fundamentals APIs answer errors as {"ok": false, "errors": [{code, id, value}]}
// (unlike the delayed-quote API's {type, message}); these are the answers the emulator gives in that shape.

export function calendarError(status: number, code: string, id: string, value: string): EmulatorAnswer {
  return jsonAnswer(status, { ok: false, errors: [{ code, id, value }] });
}

export function unauthorizedAnswer(): EmulatorAnswer {
  return calendarError(401, 'auth_failed', 'unauthorized', 'Invalid or missing authentication token');
}

export function badParameterAnswer(message: string): EmulatorAnswer {
  return calendarError(400, 'bad_request', 'invalid_parameter', message);
}

export function noDataFoundAnswer(): EmulatorAnswer {
  return calendarError(404, 'no_data_found', 'not_found', 'No data found for the specified parameters');
}

export function serverErrorAnswer(status: number): EmulatorAnswer {
  return status === 500
    ? calendarError(500, 'internal_server_error', 'server_error', 'An unexpected error occurred while processing your request')
    : calendarError(status, 'service_unavailable', 'server_error', 'The service is temporarily unavailable, try again later');
}
