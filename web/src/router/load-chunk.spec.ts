import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { ChunkLoadError, CSS_CHUNK_LOAD_FAILED, CssChunkLoadError } from './chunk-load-errors.js';
import { CHUNK_LOAD_TIMEOUT_MS, loadChunk } from './load-chunk.js';

describe('loadChunk', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('resolves with the loaded module', async () => {
    await expect(loadChunk(async () => ({ default: 'page' }))).resolves.toEqual({ default: 'page' });
  });

  it('rejects with ChunkLoadError when the chunk has not loaded after 120000 ms', async () => {
    jest.useFakeTimers();
    let outcome: unknown = 'pending';
    loadChunk(() => new Promise<never>(() => undefined)).catch((error: unknown) => {
      outcome = error;
    });

    await jest.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(outcome).toBe('pending');

    await jest.advanceTimersByTimeAsync(1);
    expect(outcome).toBeInstanceOf(ChunkLoadError);
    expect((outcome as Error).name).toBe('ChunkLoadError');
  });

  it('turns a failed script import into ChunkLoadError', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module: /static/js/x.js');
    await expect(loadChunk(() => Promise.reject(failure))).rejects.toMatchObject({
      name: 'ChunkLoadError',
      cause: failure,
    });
  });

  it('turns a failed stylesheet preload into CSS_CHUNK_LOAD_FAILED', async () => {
    const failure = new Error('Unable to preload CSS for /static/css/home-page.css');
    const error = await loadChunk(() => Promise.reject(failure)).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CssChunkLoadError);
    expect(error).toMatchObject({ code: CSS_CHUNK_LOAD_FAILED });
  });
});
