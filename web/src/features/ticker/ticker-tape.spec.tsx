import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { installFakeFetch, type FakeRoute } from '../../testing/fake-fetch.js';
import { renderApp } from '../../testing/render-app.js';
import { withQueryClient } from '../../testing/test-query-client.js';
import { DELAYED_QUOTES_ROUTE, rankedSampleQuotes, sampleQuote } from './sample-quotes.test-helper.js';
import { TickerTape } from './ticker-tape.js';

const FLAGSHIP_PATH = '/invest/portfolios/market-catalysts-flagship-stocks';

/** Lets the fake fetch answer and React render, on the fake clock. */
async function settle(ms = 0) {
  await act(() => jest.advanceTimersByTimeAsync(ms));
}

/**
 * Minutes of fake time: the animation frames run synchronously (stepping through ~19000 of them one
 * promise at a time would take seconds), then the answers that the timers asked for are let in.
 */
async function skipAhead(ms: number) {
  act(() => {
    jest.advanceTimersByTime(ms);
  });
  await settle();
}

async function renderTape(answer: FakeRoute) {
  const server = installFakeFetch({ [DELAYED_QUOTES_ROUTE]: answer });
  const view = render(<TickerTape />, { wrapper: withQueryClient(MemoryRouter) });
  await settle();
  return { ...view, server };
}

function tape() {
  return screen.getByRole('region', { name: 'Stock ticker' });
}

function lists(container: HTMLElement) {
  return Array.from(container.querySelectorAll<HTMLUListElement>('.ticker-list'));
}

function track(container: HTMLElement): HTMLElement {
  const element = container.querySelector<HTMLElement>('.ticker-track');
  if (!element) throw new Error('no ticker track');
  return element;
}

/** The distance moved so far, read from the track's transform. */
function offsetPx(container: HTMLElement): number {
  const match = /translate3d\((-?[\d.]+)px/.exec(track(container).style.transform);
  return match ? -Number(match[1]) : 0;
}

describe('TickerTape', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });

  afterEach(() => {
    jest.useRealTimers();
  });

  it('says Loading... until the quotes arrive', async () => {
    installFakeFetch({ [DELAYED_QUOTES_ROUTE]: { body: rankedSampleQuotes(3) } });
    render(<TickerTape />, { wrapper: withQueryClient(MemoryRouter) });

    expect(within(tape()).getByRole('status')).toHaveTextContent(/^Loading\.\.\.$/);
    await settle();
    expect(within(tape()).queryByRole('status')).not.toBeInTheDocument();
  });

  it.each<[string, FakeRoute]>([
    ['the service is unavailable (503)', { status: 503, body: { detail: 'Service temporarily unavailable.' } }],
    ['the network fails', 'network-error'],
    ['the answer is not a list', { body: { unexpected: true } }],
    ['no listed symbol is quoted', { body: [sampleQuote('ZZZZ')] }],
  ])('shows the error message when %s', async (_case, answer) => {
    await renderTape(answer);
    // waitFor moves the fake clock on, through the retries of a 503 or a network failure.
    await waitFor(() =>
      expect(within(tape()).getByRole('status')).toHaveTextContent(/^Error: Failed to fetch data\. Please try again later\.$/),
    );
  });

  it('shows only listed symbols, indices first, then by rank', async () => {
    const { container } = await renderTape({
      body: [sampleQuote('BP'), sampleQuote('GME'), sampleQuote('AAPL'), sampleQuote('SPY'), sampleQuote('TSLA')],
    });
    const symbols = Array.from(lists(container)[0].querySelectorAll('.ticker-quote__symbol')).map((node) => node.textContent);
    expect(symbols).toEqual(['SPY', 'TSLA', 'AAPL', 'BP']);
  });

  it('shows the list twice in a row, the second copy hidden from assistive technology', async () => {
    const { container } = await renderTape({ body: rankedSampleQuotes(7) });
    const [first, second] = lists(container);

    expect(lists(container)).toHaveLength(2);
    expect(first).not.toHaveAttribute('aria-hidden');
    expect(second).toHaveAttribute('aria-hidden', 'true');
    expect(second.textContent).toBe(first.textContent);
    // Only the first copy is visible to assistive technology: 7 quotes and 1 link.
    expect(within(tape()).getAllByRole('listitem')).toHaveLength(8);
  });

  it('links to the flagship portfolio after every 5th quote, with one tab stop in all', async () => {
    const { container } = await renderTape({ body: rankedSampleQuotes(12) });
    const [first, second] = lists(container);
    const kinds = Array.from(first.children).map((item) => (item.classList.contains('ticker-promo') ? 'P' : 'q'));

    expect(kinds.join('')).toBe('qqqqqPqqqqqPqq');
    const links = within(first).getAllByRole('link', { name: 'Flagship 110 Portfolio' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([FLAGSHIP_PATH, FLAGSHIP_PATH]);
    expect(links.map((link) => link.tabIndex)).toEqual([0, -1]);
    expect(Array.from(second.querySelectorAll('a')).every((link) => link.tabIndex === -1)).toBe(true);
  });

  it('cuts names longer than 20 characters, and shows gains in green with a plus sign and losses in red', async () => {
    const { container } = await renderTape({
      body: [
        sampleQuote('AMD', { name: 'Advanced Micro Devices, Inc.', last: 160.5, change: 2.1, change_percent: 1.33 }),
        sampleQuote('C', { name: 'Citigroup Inc.', last: 61, change: 0, change_percent: 0 }),
        sampleQuote('BP', { name: 'BP p.l.c.', last: 34.2, change: -0.42, change_percent: -1.21 }),
      ],
    });
    const [citigroup, amd, bp] = Array.from(lists(container)[0].querySelectorAll('.ticker-quote'));

    expect(within(amd as HTMLElement).getByText('Advanced Micro Devic...')).toBeInTheDocument();
    expect(within(amd as HTMLElement).getByText('160.50')).toBeInTheDocument();
    expect(within(amd as HTMLElement).getByText('+2.10 (+1.33%)')).toHaveClass('ticker-quote__change--gain');
    expect(within(citigroup as HTMLElement).getByText('Citigroup Inc.')).toBeInTheDocument();
    expect(within(citigroup as HTMLElement).getByText('+0.00 (+0.00%)')).toHaveClass('ticker-quote__change--gain');
    expect(within(bp as HTMLElement).getByText('-0.42 (-1.21%)')).toHaveClass('ticker-quote__change--loss');
  });

  it('scrolls 1 px every 20 ms with a transform, and stops while the pointer is over it', async () => {
    const { container } = await renderTape({ body: rankedSampleQuotes(10) });
    const start = offsetPx(container);

    await settle(1000);
    const moved = offsetPx(container) - start;
    // 1000 ms at 1 px / 20 ms is 50 px, give or take the animation frames (16 ms, 0.8 px) at either end.
    expect(Math.abs(moved - 50)).toBeLessThanOrEqual(1.6);
    expect(track(container).style.transform).toMatch(/^translate3d\(-[\d.]+px, 0, 0\)$/);

    const viewport = track(container).parentElement as HTMLElement;
    fireEvent.pointerEnter(viewport);
    const paused = offsetPx(container);
    await settle(1000);
    expect(offsetPx(container)).toBe(paused);

    fireEvent.pointerLeave(viewport);
    await settle(1000);
    expect(offsetPx(container) - paused).toBeGreaterThan(48);
  });

  it('stops while a link in it has the keyboard focus, and with the pause button', async () => {
    const { container } = await renderTape({ body: rankedSampleQuotes(5) });
    const pause = screen.getByRole('button', { name: 'Pause ticker' });
    expect(pause).toHaveAttribute('aria-pressed', 'false');

    fireEvent.click(pause);
    expect(pause).toHaveAttribute('aria-pressed', 'true');
    const atPause = offsetPx(container);
    await settle(1000);
    expect(offsetPx(container)).toBe(atPause);

    fireEvent.click(pause);
    within(tape()).getByRole('link', { name: 'Flagship 110 Portfolio' }).focus();
    const atFocus = offsetPx(container);
    await settle(1000);
    expect(offsetPx(container)).toBe(atFocus);
  });

  it('fetches again every 300000 ms and shows the new quotes', async () => {
    let answer = [sampleQuote('AAPL', { last: 187.12 })];
    const { server, container } = await renderTape(() => ({ body: answer }));
    expect(server.requestsTo(DELAYED_QUOTES_ROUTE)).toHaveLength(1);

    answer = [sampleQuote('AAPL', { last: 190.5 })];
    await skipAhead(299_999);
    expect(server.requestsTo(DELAYED_QUOTES_ROUTE)).toHaveLength(1);
    await skipAhead(1);
    expect(server.requestsTo(DELAYED_QUOTES_ROUTE)).toHaveLength(2);
    expect(within(lists(container)[0]).getByText('190.50')).toBeInTheDocument();

    await skipAhead(300_000);
    expect(server.requestsTo(DELAYED_QUOTES_ROUTE)).toHaveLength(3);
  });

  it('keeps the quotes it has when a refresh fails', async () => {
    let fail = false;
    const { container } = await renderTape(() => (fail ? { status: 503 } : { body: [sampleQuote('AAPL', { last: 187.12 })] }));

    fail = true;
    await skipAhead(300_000);
    expect(within(lists(container)[0]).getByText('187.12')).toBeInTheDocument();
    expect(screen.queryByText(/Failed to fetch data/)).not.toBeInTheDocument();
  });

  it('stops asking once it is gone', async () => {
    const { server, unmount } = await renderTape({ body: rankedSampleQuotes(2) });
    unmount();
    await skipAhead(600_000);
    expect(server.requestsTo(DELAYED_QUOTES_ROUTE)).toHaveLength(1);
  });
});

describe('TickerTape with reduced motion', () => {
  const originalMatchMedia = window.matchMedia;

  beforeEach(() => {
    jest.useFakeTimers();
    window.matchMedia = ((query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })) as unknown as typeof window.matchMedia;
  });

  afterEach(() => {
    window.matchMedia = originalMatchMedia;
    jest.useRealTimers();
  });

  it('stands still, shows one copy that scrolls by hand, and has no pause button', async () => {
    const { container } = await renderTape({ body: rankedSampleQuotes(6) });
    await settle(1000);

    expect(lists(container)).toHaveLength(1);
    expect(track(container).style.transform).toBe('');
    expect(track(container).parentElement).toHaveClass('ticker-tape__viewport--still');
    expect(screen.queryByRole('button', { name: 'Pause ticker' })).not.toBeInTheDocument();
  });
});

describe('TickerTape in the layout', () => {
  it('sits above the header on every screen', async () => {
    installFakeFetch({ [DELAYED_QUOTES_ROUTE]: { body: rankedSampleQuotes(3) } });
    renderApp('/');

    const region = await screen.findByRole('region', { name: 'Stock ticker' });
    const banner = await screen.findByRole('banner');
    expect(region.compareDocumentPosition(banner) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(await within(region).findAllByText('TSLA')).not.toHaveLength(0);
  });
});
