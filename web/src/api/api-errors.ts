/** The server answered with a non-2xx status; `body` is the parsed JSON (or the raw text, or null). */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`Request failed with status ${status}`);
  }
}

/** No answer at all: the network failed or the server is down. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';

  constructor(cause: unknown) {
    super('The server could not be reached', { cause });
  }
}

/** The API answered 404: the address names nothing (an unknown slug, a page past the last). */
export function isNotFound(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 404;
}
