import { useEffect, useState } from 'react';
import { api } from './api-client.js';
import { ApiError, NetworkError } from './api-errors.js';

export type ApiResourceState<T> =
  | { status: 'loading' }
  /** `refreshFailed`: the last scheduled refresh failed, so `data` is what the previous load brought. */
  | { status: 'ready'; data: T; refreshFailed: boolean }
  /** The API answered 404: the address names nothing (an unknown slug, a page past the last). */
  | { status: 'not-found'; detail: string | null }
  | { status: 'failed'; offline: boolean; error: unknown };

export interface ApiResource<T> {
  state: ApiResourceState<T>;
  /** Loads again from scratch (the error state's "Try again"). */
  retry: () => void;
}

interface ApiResourceOptions {
  /** Loads the same address again this often while the screen is shown; a failed refresh keeps the data. */
  refreshMs?: number;
  /** Loads again when this changes, e.g. the stored token: the same address answers a subscriber differently. */
  reloadOn?: string | null;
}

function detailOf(error: ApiError): string | null {
  const body = error.body as { detail?: unknown } | null;
  return typeof body?.detail === 'string' ? body.detail : null;
}

/**
 * GETs a bff address (null: nothing yet) and keeps its answer; a new address shows loading again. One
 * request at a time: a change of address or leaving the screen aborts the one under way.
 */
export function useApiResource<T>(path: string | null, { refreshMs, reloadOn }: ApiResourceOptions = {}): ApiResource<T> {
  const [state, setState] = useState<ApiResourceState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (path === null) return;
    const abort = new AbortController();
    setState({ status: 'loading' });

    async function load(refresh: boolean) {
      try {
        // A refresh must see new prices, not the browser's copy; the ETag keeps it cheap when nothing changed.
        const data = await api.get<T>(path!, { signal: abort.signal, cache: refresh ? 'no-cache' : undefined });
        if (!abort.signal.aborted) setState({ status: 'ready', data, refreshFailed: false });
      } catch (error) {
        if (abort.signal.aborted) return;
        setState((current) => {
          if (refresh && current.status === 'ready') return { ...current, refreshFailed: true };
          if (error instanceof ApiError && error.status === 404) return { status: 'not-found', detail: detailOf(error) };
          return { status: 'failed', offline: error instanceof NetworkError, error };
        });
      }
    }

    void load(false);
    const timer = refreshMs === undefined ? undefined : window.setInterval(() => void load(true), refreshMs);
    return () => {
      abort.abort();
      window.clearInterval(timer);
    };
  }, [path, refreshMs, reloadOn, attempt]);

  return { state, retry: () => setAttempt((count) => count + 1) };
}
