/** A screen's script chunk failed to load or took longer than CHUNK_LOAD_TIMEOUT_MS (spec §8: ChunkLoadError). */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';

  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
  }
}

export const CSS_CHUNK_LOAD_FAILED = 'CSS_CHUNK_LOAD_FAILED';

/** A screen's style chunk failed to load (spec §8: CSS_CHUNK_LOAD_FAILED). */
export class CssChunkLoadError extends Error {
  override readonly name = 'CssChunkLoadError';
  readonly code = CSS_CHUNK_LOAD_FAILED;

  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
  }
}

// Vite's preload helper rejects with this message when a chunk's stylesheet fails.
export function isCssPreloadFailure(error: unknown): boolean {
  return error instanceof Error && error.message.startsWith('Unable to preload CSS');
}
