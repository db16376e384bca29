/**
 * Python's `difflib.SequenceMatcher(a=a, b=b).quick_ratio()`: an upper bound on the ratio,
 * from the characters the two strings share (as multisets). Django's
 * UserAttributeSimilarityValidator compares with this.
 */
export function quickRatio(a: string, b: string): number {
  const length = [...a].length + [...b].length;
  if (length === 0) return 1;
  const available = new Map<string, number>();
  for (const char of b) available.set(char, (available.get(char) ?? 0) + 1);
  let matches = 0;
  for (const char of a) {
    const left = available.get(char) ?? 0;
    available.set(char, left - 1);
    if (left > 0) matches++;
  }
  return (2 * matches) / length;
}
