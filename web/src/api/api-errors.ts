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

/**
 * The API no longer knows the token sent (DRF's 401 "Invalid token.": a password reset or a sign-out
 * elsewhere ended the session). Not a 401 without a token: that one asks to sign in.
 */
export function isDeadToken(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    error.status === 401 &&
    typeof error.body === 'object' &&
    error.body !== null &&
    (error.body as { detail?: unknown }).detail === 'Invalid token.'
  );
}
