/** A JSON value, as TradingView reads it from the embed script's text. */
export type JsonValue = string | number | boolean | null | readonly JsonValue[] | { readonly [key: string]: JsonValue };

/** The embed scripts this product uses: `embed-widget-<name>.js`. */
export type TradingViewWidgetName =
  | 'advanced-chart'
  | 'crypto-coins-heatmap'
  | 'events'
  | 'financials'
  | 'forex-cross-rates'
  | 'forex-heat-map'
  | 'hotlists'
  | 'market-overview'
  | 'market-quotes'
  | 'screener'
  | 'stock-heatmap'
  | 'symbol-info'
  | 'symbol-overview'
  | 'symbol-profile'
  | 'technical-analysis'
  | 'ticker-tape';

/** One embedded widget block: which script, with which configuration, in a frame of which height. */
export interface TradingViewEmbed {
  readonly widget: TradingViewWidgetName;
  /** What the block shows; its accessible name and the label of its frame. */
  readonly title: string;
  /** Height of the frame in px, kept while the script loads (or cannot load). */
  readonly height: number;
  readonly config: { readonly [key: string]: JsonValue };
}

export function embedScriptUrl(widget: TradingViewWidgetName): string {
  return `https://s3.tradingview.com/external-embedding/embed-widget-${widget}.js`;
}

/** The embed script already inside `container`, if any. */
export function findEmbedScript(container: Element, widget: TradingViewWidgetName): HTMLScriptElement | undefined {
  const src = embedScriptUrl(widget);
  return Array.from(container.querySelectorAll('script')).find((script) => script.src === src);
}

/**
 * TradingView's embed format: an async external script whose own text is the JSON configuration.
 * The browser ignores the text of a script that has a `src`; TradingView's code reads it.
 */
export function createEmbedScript(embed: TradingViewEmbed): HTMLScriptElement {
  const script = document.createElement('script');
  script.type = 'text/javascript';
  script.src = embedScriptUrl(embed.widget);
  script.async = true;
  script.textContent = JSON.stringify(embed.config);
  return script;
}
