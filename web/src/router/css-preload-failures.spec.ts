import { describe, expect, it, jest } from '@jest/globals';
import { reportCssPreloadFailures } from './css-preload-failures.js';

function preloadError(payload: unknown): Event {
  return Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload });
}

describe('reportCssPreloadFailures', () => {
  it('reports a failed stylesheet preload as CSS_CHUNK_LOAD_FAILED without swallowing it', () => {
    const report = jest.fn();
    const stop = reportCssPreloadFailures(window, report);
    const failure = new Error('Unable to preload CSS for /static/css/home-page.css');
    const event = preloadError(failure);

    window.dispatchEvent(event);
    stop();

    expect(report).toHaveBeenCalledWith('CSS_CHUNK_LOAD_FAILED', failure);
    expect(event.defaultPrevented).toBe(false);
  });

  it('leaves script failures to ChunkLoadError', () => {
    const report = jest.fn();
    const stop = reportCssPreloadFailures(window, report);

    window.dispatchEvent(preloadError(new TypeError('Failed to fetch dynamically imported module')));
    stop();

    expect(report).not.toHaveBeenCalled();
  });
});
