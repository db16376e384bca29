import { hashText } from '../seeded-hash.js';

// Benzinga's row ids are 24 hexadecimal digits (MongoDB object ids). Ours hash what the row stands for, so a
// row keeps its id across requests, clock moves and emulator restarts, and two seeds never share ids.
export function providerId(seed: number, ...parts: readonly (string | number)[]): string {
  const key = `${seed}|${parts.join('|')}`;
  return [0, 1, 2].map((i) => hashText(`${key}|${i}`).toString(16).padStart(8, '0')).join('');
}
