import { ChunkLoadError, CssChunkLoadError, isCssPreloadFailure } from './chunk-load-errors.js';

/** Spec §7: lazy script and style chunks time out after 120000 ms. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/**
 * Runs a dynamic import, turning a hang into ChunkLoadError after `timeoutMs` and any failure into
 * ChunkLoadError (scripts) or CssChunkLoadError (stylesheets), so the route error view can offer a reload.
 */
export function loadChunk<T>(importChunk: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new ChunkLoadError(`Loading chunk timed out after ${timeoutMs} ms`));
    }, timeoutMs);

    importChunk().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        const message = error instanceof Error ? error.message : String(error);
        reject(
          isCssPreloadFailure(error)
            ? new CssChunkLoadError(message, { cause: error })
            : new ChunkLoadError(message, { cause: error }),
        );
      },
    );
  });
}
