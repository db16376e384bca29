// Integer hashing instead of Math.random: the same inputs must give the same market on every machine and run.

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;
// Bound once: inside a vm context (Jest runs modules in one) every lookup of the global Math is slow, and the
// calendar generators hash hundreds of thousands of times.
const imul = Math.imul;

/** FNV-1a over UTF-16 code units: a stable 32-bit key for a text such as `seed:symbol`. */
export function hashText(text: string): number {
  let hash = FNV_OFFSET;
  for (let i = 0; i < text.length; i++) {
    hash = imul(hash ^ text.charCodeAt(i), FNV_PRIME);
  }
  return finalize(hash);
}

/** Hash of a key and an integer index (a time bucket, a wave number, …), well spread even for neighbouring indices. */
export function hashWithIndex(key: number, index: number): number {
  return finalize(key ^ imul(index | 0, 0x9e3779b1));
}

/** A hash mapped to [0, 1). */
export function toUnitInterval(hash: number): number {
  return (hash >>> 0) / 0x1_0000_0000;
}

// MurmurHash3's finalizer: spreads every input bit over the whole word.
function finalize(value: number): number {
  let hash = value;
  hash = imul(hash ^ (hash >>> 16), 0x85ebca6b);
  hash = imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  return (hash ^ (hash >>> 16)) >>> 0;
}
