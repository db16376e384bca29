/**
 * Python's `difflib.SequenceMatcher(a=a, b=b).quick_ratio()` over strings, which is all Django's
 * UserAttributeSimilarityValidator calls (it never calls the slower `ratio()`). It treats both strings as
 * multisets of code points: matches = size of their intersection, ratio = 2 * matches / (len(a) + len(b)),
 * and 1.0 for two empty strings. It is an upper bound of `ratio()`, so it flags more passwords than
 * `ratio()` would, e.g. an anagram of the username.
 */
export function quickRatio(a: string, b: string): number {
  const available = new Map<string, number>();
  let lengthOfB = 0;
  for (const character of b) {
    available.set(character, (available.get(character) ?? 0) + 1);
    lengthOfB++;
  }
  let matches = 0;
  let lengthOfA = 0;
  for (const character of a) {
    lengthOfA++;
    const left = available.get(character) ?? 0;
    if (left > 0) {
      matches++;
      available.set(character, left - 1);
    }
  }
  const length = lengthOfA + lengthOfB;
  return length === 0 ? 1.0 : (2.0 * matches) / length;
}
