import { QueryClient } from '@tanstack/react-query';
import { ApiError, NetworkError } from './api-errors.js';

/** A failed request is asked again at most this many times. */
export const MAX_RETRIES = 2;

/**
 * Worth asking again: no answer at all (the network), or the server's own failure (5xx). A 4xx says the
 * request itself is refused (not found, locked, invalid, signed out): asking again gets the same answer.
 * An answer that arrived but cannot be used (a parse failure) would too.
 */
export function isTransientFailure(error: unknown): boolean {
  return error instanceof NetworkError || (error instanceof ApiError && error.status >= 500);
}

export function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_RETRIES && isTransientFailure(error);
}

/** 1 s, then 2 s: long enough for a restarting service, short enough that the failure shows within seconds. */
export function retryBackOffMs(failureCount: number): number {
  return 1000 * 2 ** failureCount;
}

interface QueryClientSettings {
  /** Tests pass `() => 0`, so the same retry rule runs without waiting. */
  retryDelay?: (failureCount: number) => number;
}

/** The app's one QueryClient: every resource the web reads from the bff goes through it. */
export function createQueryClient({ retryDelay = retryBackOffMs }: QueryClientSettings = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay,
        // Offline is a failure the screen explains ("Check your connection"), not a request held back.
        networkMode: 'always',
        // A screen loads when it opens and refreshes only where it says so (the tape, portfolios); a
        // trader switching windows does not want the page redrawn under the pointer.
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        // A screen that refreshes (the tape every 5 minutes) keeps doing so in a background tab, as a timer would.
        refetchIntervalInBackground: true,
      },
      mutations: {
        // A form's submit is sent once; the person decides whether to send it again.
        retry: false,
        networkMode: 'always',
      },
    },
  });
}
