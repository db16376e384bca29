/** What a test can see of an injected TradingView block: the script's address, flags and parsed configuration. */
export interface InjectedEmbed {
  src: string;
  async: boolean;
  config: unknown;
}

export function embedScripts(root: ParentNode = document): HTMLScriptElement[] {
  return Array.from(root.querySelectorAll<HTMLScriptElement>('script[src^="https://s3.tradingview.com/"]'));
}

export function injectedEmbeds(root: ParentNode = document): InjectedEmbed[] {
  return embedScripts(root).map((script) => ({
    src: script.src,
    async: script.async,
    config: JSON.parse(script.textContent ?? ''),
  }));
}
