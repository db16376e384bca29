import { useEffect, useState } from 'react';

/**
 * How many of `total` items to show: the first at once, then one more every `stepMs`. Heavy blocks
 * appearing one after another keep the page responsive while they load.
 */
export function useStaggeredReveal(total: number, stepMs: number): number {
  const [shown, setShown] = useState(Math.min(1, total));

  useEffect(() => {
    if (shown >= total) return undefined;
    const timer = window.setTimeout(() => setShown((count) => count + 1), stepMs);
    return () => window.clearTimeout(timer);
  }, [shown, total, stepMs]);

  return shown;
}
