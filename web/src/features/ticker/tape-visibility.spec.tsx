import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { rankedSampleQuotes } from './sample-quotes.test-helper.js';
import { TickerTrack } from './ticker-track.js';

/** A stand-in for the browser's IntersectionObserver: the test says which elements come into view. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly observed = new Set<Element>();

  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit,
  ) {
    FakeIntersectionObserver.instances.push(this);
  }

  observe(element: Element) {
    this.observed.add(element);
  }

  unobserve(element: Element) {
    this.observed.delete(element);
  }

  disconnect() {
    this.observed.clear();
  }

  /** The elements whose text includes `symbol` come into view. */
  bringIntoView(symbol: string) {
    const entries = [...this.observed]
      .filter((element) => element.textContent?.includes(symbol))
      .map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
    act(() => this.callback(entries, this as unknown as IntersectionObserver));
  }
}

const logos = (container: HTMLElement) =>
  Array.from(container.querySelectorAll<HTMLImageElement>('img.ticker-quote__logo')).map((img) => img.getAttribute('src'));

describe('the ticker’s logos', () => {
  beforeEach(() => {
    FakeIntersectionObserver.instances = [];
    Object.assign(globalThis, { IntersectionObserver: FakeIntersectionObserver });
  });

  afterEach(() => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  it('loads only the logos of quotes that come near the view, once', () => {
    const { container, unmount } = render(<TickerTrack quotes={rankedSampleQuotes(20)} />, { wrapper: MemoryRouter });
    expect(logos(container)).toEqual([]);
    // Every quote of both copies keeps a logo-sized place, so the tape's width does not jump.
    expect(container.querySelectorAll('.ticker-quote__logo')).toHaveLength(40);

    const [observer] = FakeIntersectionObserver.instances;
    expect(FakeIntersectionObserver.instances).toHaveLength(1);
    expect(observer.options.root).toBe(container.querySelector('.ticker-tape__viewport'));
    expect(observer.observed.size).toBe(40);

    observer.bringIntoView('TSLA');
    expect(logos(container)).toEqual(['/staticfiles/company_logos/tsla.png', '/staticfiles/company_logos/tsla.png']);
    expect(observer.observed.size).toBe(38);

    observer.bringIntoView('AAPL');
    expect(logos(container)).toHaveLength(4);
    unmount();
    expect(observer.observed.size).toBe(0);
  });

  it('shows every logo where the browser cannot tell what is in view', () => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    const { container } = render(<TickerTrack quotes={rankedSampleQuotes(3)} />, { wrapper: MemoryRouter });
    expect(logos(container)).toHaveLength(6);
  });
});
