/**
 * Which keys were asked for lately, remembered without keeping the keys: each key's 32-bit FNV-1a
 * hash in a table of `slots` (a power of two), one slot per hash, a newer key taking its slot from an
 * older one. Allocates nothing per key: an LRU of the key strings, asked about on every request of
 * a one-off ticker filter, kept each string (and its map entry) until thousands of others had come,
 * so the bff's collector moved about 3 MiB a second into its old generation, and its major pauses
 * (13–57 ms on two busy cores) set the path's p99 (docs/decisions.md).
 *
 * Only a hint: a key whose slot another took is forgotten sooner than an LRU would, and two keys with
 * the same hash pass for each other. Either way the answer is still right; only whether it is kept
 * changes.
 */
export class AskedBefore {
  private readonly hashes: Uint32Array;
  private readonly mask: number;

  constructor(slots: number) {
    if (slots < 1 || (slots & (slots - 1)) !== 0) throw new Error(`slots must be a power of two, not ${slots}`);
    this.hashes = new Uint32Array(slots);
    this.mask = slots - 1;
  }

  /** Whether `key` was asked for lately; from now on it was. */
  ask(key: string): boolean {
    // 0 marks an empty slot: a key whose hash is 0 is remembered as 1.
    const hash = fnv1a(key) || 1;
    const slot = hash & this.mask;
    if (this.hashes[slot] === hash) return true;
    this.hashes[slot] = hash;
    return false;
  }
}

/** The 32-bit FNV-1a hash of a string's UTF-16 code units. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  return hash >>> 0;
}
