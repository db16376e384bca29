import { useId, useRef } from 'react';
import type { TradingViewEmbed } from './tradingview-embed.js';
import { useEmbedScript } from './use-embed-script.js';
import './tradingview-widget.css';

interface TradingViewWidgetProps {
  embed: TradingViewEmbed;
  /** Take the provider's script out when the widget goes away (spec §1: the ticker tape's). */
  removeOnUnmount?: boolean;
  /** Without the title bar: for the ticker tape, whose height is fixed at 48 px. */
  bare?: boolean;
}

/**
 * One embedded TradingView block in the provider's markup, inside a frame of the block's height that
 * stays tidy while the script loads, or when it cannot load at all.
 */
export function TradingViewWidget({ embed, removeOnUnmount = false, bare = false }: TradingViewWidgetProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useEmbedScript(containerRef, embed, removeOnUnmount);

  return (
    <figure
      className={bare ? 'tradingview-widget tradingview-widget--bare' : 'tradingview-widget'}
      {...(bare ? { 'aria-label': embed.title } : { 'aria-labelledby': titleId })}
    >
      {bare ? null : (
        <figcaption className="tradingview-widget__caption">
          <h2 id={titleId} className="tradingview-widget__title">
            {embed.title}
          </h2>
          <a
            className="tradingview-widget__attribution"
            href="https://www.tradingview.com/"
            rel="noopener nofollow"
            target="_blank"
          >
            by TradingView
          </a>
        </figcaption>
      )}
      <div className="tradingview-widget__frame" style={{ minHeight: embed.height }}>
        <p className="tradingview-widget__loading" aria-hidden="true">
          Loading from TradingView…
        </p>
        <div ref={containerRef} className="tradingview-widget-container">
          <div className="tradingview-widget-container__widget" />
        </div>
      </div>
    </figure>
  );
}
