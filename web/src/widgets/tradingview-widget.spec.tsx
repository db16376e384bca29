import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { StrictMode, useRef } from 'react';
import { embedScripts, injectedEmbeds } from './embed-scripts.test-helper.js';
import { createEmbedScript, type TradingViewEmbed } from './tradingview-embed.js';
import { TradingViewWidget } from './tradingview-widget.js';
import { useEmbedScript } from './use-embed-script.js';

/** Runs the hook against an element the test prepared. */
function EmbedInto({ host, embed }: { host: HTMLElement; embed: TradingViewEmbed }) {
  const hostRef = useRef(host);
  useEmbedScript(hostRef, embed, false);
  return null;
}

const heatmap: TradingViewEmbed = {
  widget: 'stock-heatmap',
  title: 'S&P 500 heatmap',
  height: 610,
  config: { dataSource: 'SPX500', colorTheme: 'dark', height: 610 },
};

describe('TradingViewWidget', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it("injects the provider's async embed script with the configuration as its text, inside the provider's markup", () => {
    const { container } = render(<TradingViewWidget embed={heatmap} />);

    expect(injectedEmbeds(container)).toEqual([
      {
        src: 'https://s3.tradingview.com/external-embedding/embed-widget-stock-heatmap.js',
        async: true,
        config: { dataSource: 'SPX500', colorTheme: 'dark', height: 610 },
      },
    ]);
    const widgetContainer = container.querySelector('.tradingview-widget-container');
    expect(widgetContainer?.firstElementChild).toHaveClass('tradingview-widget-container__widget');
    expect(embedScripts(container)[0].parentElement).toBe(widgetContainer);
  });

  it('is a figure named after the block, in a frame of the block height', () => {
    const { container } = render(<TradingViewWidget embed={heatmap} />);

    expect(screen.getByRole('figure', { name: 'S&P 500 heatmap' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'S&P 500 heatmap' })).toBeInTheDocument();
    expect(container.querySelector('.tradingview-widget__frame')).toHaveStyle({ minHeight: '610px' });
  });

  it('creates and inserts the script once under StrictMode', () => {
    const createElement = jest.spyOn(document, 'createElement');
    const { container } = render(
      <StrictMode>
        <TradingViewWidget embed={heatmap} />
      </StrictMode>,
    );

    expect(embedScripts(container)).toHaveLength(1);
    expect(createElement.mock.calls.filter(([tag]) => tag === 'script')).toHaveLength(1);
  });

  it('inserts the script once under StrictMode even when it is removed on unmount', () => {
    const createElement = jest.spyOn(document, 'createElement');
    const { container } = render(
      <StrictMode>
        <TradingViewWidget embed={heatmap} removeOnUnmount />
      </StrictMode>,
    );

    expect(embedScripts(container)).toHaveLength(1);
    expect(createElement.mock.calls.filter(([tag]) => tag === 'script')).toHaveLength(1);
  });

  it('skips loading when the script is already there', () => {
    const host = document.createElement('div');
    const present = createEmbedScript(heatmap);
    host.appendChild(present);
    const createElement = jest.spyOn(document, 'createElement');

    render(<EmbedInto host={host} embed={heatmap} />);

    expect(embedScripts(host)).toEqual([present]);
    expect(createElement.mock.calls.filter(([tag]) => tag === 'script')).toHaveLength(0);
  });

  it('still loads a different widget next to one that is there', () => {
    const host = document.createElement('div');
    host.appendChild(createEmbedScript(heatmap));

    render(<EmbedInto host={host} embed={{ ...heatmap, widget: 'screener' }} />);

    expect(injectedEmbeds(host).map((embed) => embed.src)).toEqual([
      'https://s3.tradingview.com/external-embedding/embed-widget-stock-heatmap.js',
      'https://s3.tradingview.com/external-embedding/embed-widget-screener.js',
    ]);
  });

  it('takes the script out when it goes away, if asked to', () => {
    const { container, unmount } = render(<TradingViewWidget embed={heatmap} removeOnUnmount />);
    const script = embedScripts(container)[0];
    const widgetContainer = script.parentElement;

    unmount();
    expect(script.isConnected).toBe(false);
    expect(widgetContainer?.contains(script)).toBe(false);
  });

  it('leaves the script in place otherwise', () => {
    const { container, unmount } = render(<TradingViewWidget embed={heatmap} />);
    const script = embedScripts(container)[0];
    const widgetContainer = script.parentElement;

    unmount();
    expect(widgetContainer?.contains(script)).toBe(true);
  });

  it('shows a bare 48 px block without a title bar, named for assistive technology', () => {
    const tape: TradingViewEmbed = { widget: 'ticker-tape', title: 'Live ticker tape', height: 48, config: {} };
    const { container } = render(<TradingViewWidget embed={tape} bare />);

    expect(screen.getByRole('figure', { name: 'Live ticker tape' })).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(container.querySelector('.tradingview-widget__frame')).toHaveStyle({ minHeight: '48px' });
  });
});

describe('createEmbedScript', () => {
  it('writes the configuration as JSON text', () => {
    const script = createEmbedScript({ widget: 'screener', title: 'Top gainers', height: 490, config: { market: 'america' } });
    expect(script.type).toBe('text/javascript');
    expect(script.textContent).toBe('{"market":"america"}');
  });
});
