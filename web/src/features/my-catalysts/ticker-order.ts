/** The list with the ticker at `index` moved one place up (-1) or down (+1); unchanged at either end. */
export function moveTicker(tickers: readonly string[], index: number, step: -1 | 1): string[] {
  const target = index + step;
  const moved = [...tickers];
  if (target < 0 || target >= moved.length) return moved;
  [moved[index], moved[target]] = [moved[target], moved[index]];
  return moved;
}

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
