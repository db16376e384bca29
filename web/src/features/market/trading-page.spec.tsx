import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import { installFakeFetch } from '../../testing/fake-fetch.js';
import { renderApp } from '../../testing/render-app.js';
import { injectedEmbeds } from '../../widgets/embed-scripts.test-helper.js';

function shownScreens(main: HTMLElement): string[] {
  return injectedEmbeds(main).map((embed) => (embed.config as { defaultScreen: string }).defaultScreen);
}

describe('/trading', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('is titled Stock Screener and shows its five screeners one after another, 500 ms apart', async () => {
    // Loaded beforehand, so the lazy route resolves on the fake clock without waiting for the disk.
    await import('./trading-page.js');
    jest.useFakeTimers();
    installFakeFetch();
    renderApp('/trading');
    await act(() => jest.advanceTimersByTimeAsync(0));

    expect(screen.getByRole('heading', { level: 1, name: 'Stock Screener' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(shownScreens(main)).toEqual(['top_gainers']);

    const expected = ['top_gainers', 'top_losers', 'most_capitalized', 'volume_leaders', 'general'];
    for (let count = 2; count <= expected.length; count += 1) {
      await act(() => jest.advanceTimersByTimeAsync(499));
      expect(shownScreens(main)).toHaveLength(count - 1);
      await act(() => jest.advanceTimersByTimeAsync(1));
      expect(shownScreens(main)).toEqual(expected.slice(0, count));
    }

    await act(() => jest.advanceTimersByTimeAsync(5000));
    expect(shownScreens(main)).toHaveLength(5);
    expect(injectedEmbeds(main).every((embed) => (embed.config as { height: number }).height === 490)).toBe(true);
  });
});
