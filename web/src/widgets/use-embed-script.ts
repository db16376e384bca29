import { useEffect, useRef, useState, type RefObject } from 'react';
import { createEmbedScript, findEmbedScript, type TradingViewEmbed } from './tradingview-embed.js';

/**
 * Puts the embed's script into `containerRef`'s element once; loading is skipped when the script is
 * already there. With `removeOnUnmount` the script is taken out again when the component goes away.
 *
 * StrictMode mounts, unmounts and remounts every component in development. The script element made the
 * first time is kept and put back on the remount: a script element runs only when first inserted, so
 * the provider's script is fetched and run once even then.
 */
export function useEmbedScript(
  containerRef: RefObject<HTMLElement | null>,
  embed: TradingViewEmbed,
  removeOnUnmount: boolean,
): void {
  const scriptRef = useRef<HTMLScriptElement | null>(null);
  // A widget keeps the configuration it was first rendered with: a page that shows another symbol
  // gives the widget a new `key`, hence a new component and a new script.
  const [initial] = useState(() => ({ embed, removeOnUnmount }));

  useEffect(() => {
    const container = containerRef.current;
    if (!container || findEmbedScript(container, initial.embed.widget)) return undefined;

    scriptRef.current ??= createEmbedScript(initial.embed);
    container.appendChild(scriptRef.current);
    if (!initial.removeOnUnmount) return undefined;
    return () => scriptRef.current?.remove();
  }, [containerRef, initial]);
}
