/** The items with the one at `index` moved one place up (-1) or down (+1); unchanged at either end. */
export function moveItem<T>(items: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  const moved = [...items];
  if (target < 0 || target >= moved.length) return moved;
  [moved[index], moved[target]] = [moved[target], moved[index]];
  return moved;
}

/** A list's tickers with the one at `index` moved one place up (-1) or down (+1). */
export const moveTicker = (tickers: readonly string[], index: number, step: -1 | 1) => moveItem(tickers, index, step);

/** Typed tickers, as the import reads pasted text: split on spaces, commas or new lines, upper-cased, each once. */
export function parseTickers(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,;]+/)
        .map((value) => value.trim().toUpperCase())
        .filter(Boolean),
    ),
  ];
}
