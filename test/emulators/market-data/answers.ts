import type { EmulatorAnswer } from './route.js';

// Errors follow Benzinga's documented error object: a machine-readable type, a message, the offending params.
export type ErrorType = 'invalid_request_error' | 'authentication_error' | 'not_found_error' | 'server_error';

export function jsonAnswer(status: number, value: unknown): EmulatorAnswer {
  return { status, contentType: 'application/json; charset=utf-8', body: JSON.stringify(value) };
}

export function errorAnswer(status: number, type: ErrorType, message: string, params?: string[]): EmulatorAnswer {
  return jsonAnswer(status, params ? { type, message, params } : { type, message });
}
