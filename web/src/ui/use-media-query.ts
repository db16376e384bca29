import { useCallback, useSyncExternalStore } from 'react';

/** Below this width a table's rows are cards and the filters sit in a drawer (the style sheets say 40rem too). */
export const PHONE_QUERY = '(max-width: 39.99rem)';

/** Whether a media query matches now; follows it while the page is open. jsdom has no matchMedia: false there. */
export function useMediaQuery(query: string): boolean {
  const list = useCallback(() => (typeof window.matchMedia === 'function' ? window.matchMedia(query) : undefined), [query]);
  const subscribe = useCallback(
    (onChange: () => void) => {
      const media = list();
      media?.addEventListener('change', onChange);
      return () => media?.removeEventListener('change', onChange);
    },
    [list],
  );
  return useSyncExternalStore(
    subscribe,
    () => list()?.matches ?? false,
    () => false,
  );
}
