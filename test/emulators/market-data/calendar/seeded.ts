import { hashText, toUnitInterval } from '../seeded-hash.js';

// Deterministic choices for the calendar generators: the same seed and key give the same answer everywhere.
// A key is the list of things the choice depends on (a ticker, a quarter, what is being chosen).

export type SeedKey = readonly (string | number)[];

export function unit(key: SeedKey): number {
  return toUnitInterval(hashText(key.join('|')));
}

export function chance(probability: number, key: SeedKey): boolean {
  return unit(key) < probability;
}

/** A whole number from `min` to `max`, both included. */
export function integerBetween(min: number, max: number, key: SeedKey): number {
  return min + Math.floor(unit(key) * (max - min + 1));
}

export function numberBetween(min: number, max: number, key: SeedKey): number {
  return min + unit(key) * (max - min);
}

export function pick<T>(choices: readonly T[], key: SeedKey): T {
  return choices[Math.floor(unit(key) * choices.length)];
}

/** Roughly normal (the mean of four uniforms), centred on `mean`; plenty for estimate errors and surprises. */
export function roughlyNormal(mean: number, spread: number, key: SeedKey): number {
  let sum = 0;
  for (let i = 0; i < 4; i++) sum += unit([...key, 'normal', i]);
  return mean + (sum / 4 - 0.5) * 2 * Math.sqrt(3) * spread;
}
