import { CSS_CHUNK_LOAD_FAILED, isCssPreloadFailure } from './chunk-load-errors.js';

interface VitePreloadErrorEvent extends Event {
  payload?: unknown;
}

/**
 * Reports stylesheet preload failures as CSS_CHUNK_LOAD_FAILED. The event is not cancelled: the import
 * still rejects, so the route error view shows and offers a reload. Returns the unsubscribe function.
 */
export function reportCssPreloadFailures(
  target: Window,
  report: (code: string, error: unknown) => void = (code, error) => console.error(code, error),
): () => void {
  const onPreloadError = (event: VitePreloadErrorEvent) => {
    if (isCssPreloadFailure(event.payload)) report(CSS_CHUNK_LOAD_FAILED, event.payload);
  };
  target.addEventListener('vite:preloadError', onPreloadError);
  return () => target.removeEventListener('vite:preloadError', onPreloadError);
}
