const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN = new Set([0x5b, 0x7b]);
const CLOSE = new Set([0x5d, 0x7d]);

/**
 * Whether JSON text nests arrays and objects deeper than `maxDepth`, read in one pass before
 * parsing: code that walks a parsed value recursively (serializing it again, validating it) would
 * run out of stack on thousands of levels, which a 10 KB body can hold.
 */
export function jsonNestingExceeds(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index++;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) inString = true;
    else if (OPEN.has(code)) {
      if (++depth > maxDepth) return true;
    } else if (CLOSE.has(code)) depth--;
  }
  return false;
}
