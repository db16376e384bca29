import { ApiError } from './api-errors.js';

function bodyOf(error: unknown): Record<string, unknown> | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const { body } = error;
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : undefined;
}

function firstMessage(value: unknown): string | undefined {
  if (typeof value === 'string' && value.trim() !== '') return value;
  if (Array.isArray(value)) return value.map(firstMessage).find((message) => message !== undefined);
  return undefined;
}

/** DRF's `{"detail": "..."}`. */
export function serverDetail(error: unknown): string | undefined {
  return firstMessage(bodyOf(error)?.detail);
}

/** First message of the first listed field present in a DRF field-error map (`{"email": ["..."]}`). */
export function firstFieldError(error: unknown, fields: readonly string[]): string | undefined {
  const body = bodyOf(error);
  if (!body) return undefined;
  for (const field of fields) {
    const message = firstMessage(body[field]);
    if (message) return message;
  }
  return undefined;
}
