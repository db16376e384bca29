import { ECONOMIC_UNITS } from '@mc/proto/calendar-terms';

/** A figure: a decimal, maybe followed by the unit the provider wrote in it ("3.1", "-0.1%", "256K"). */
const FIGURE = /^([+-]?(?:\d+\.?\d*|\.\d+))\s*(%|[KMB])?$/i;
const CURRENCY = /^[A-Z]{3}$/;
const INDEX_WORDS = new Set(['index', 'pts', 'points']);

/**
 * The unit a release's figures count: from the provider's `actual_t`, `consensus_t` and `prior_t`
 * (Benzinga's names) — `%`, `K`, `M`, `B`, `index` or a currency code — or else from a unit written in a
 * figure itself ("2.8%"); null when neither says.
 */
export function economicUnit(unitFields: (string | null)[], figures: (string | null)[]): string | null {
  for (const raw of unitFields) {
    const text = raw?.trim() ?? '';
    const upper = text.toUpperCase();
    if ((ECONOMIC_UNITS as readonly string[]).includes(upper)) return upper;
    if (text === '%') return '%';
    if (INDEX_WORDS.has(text.toLowerCase())) return 'index';
    if (CURRENCY.test(upper)) return upper;
  }
  for (const figure of figures) {
    const written = figure === null ? null : FIGURE.exec(figure.trim())?.[2];
    if (written) return written.toUpperCase();
  }
  return null;
}

/**
 * A figure with its unit, as the API writes it ("3.1%", "256K", "52.4" for an index, "-78.3B USD"). A figure
 * that already carries a unit, or is not a number, is kept as written.
 */
export function withUnit(figure: string | null, unit: string | null): string | null {
  if (figure === null) return null;
  const match = FIGURE.exec(figure.trim());
  if (!match || match[2] || unit === null || unit === 'index') return figure;
  return CURRENCY.test(unit) ? `${match[1]} ${unit}` : `${match[1]}${unit}`;
}

/** actual − consensus, signed, at the finer of their precisions, with the unit; null unless both are numbers. */
export function surprise(actual: string | null, consensus: string | null, unit: string | null): string | null {
  const a = actual === null ? null : FIGURE.exec(actual.trim())?.[1];
  const c = consensus === null ? null : FIGURE.exec(consensus.trim())?.[1];
  if (!a || !c) return null;
  const difference = (Number(a) - Number(c)).toFixed(Math.max(decimalsOf(a), decimalsOf(c)));
  const signed = Number(difference) > 0 ? `+${difference}` : Number(difference) === 0 ? difference.replace('-', '') : difference;
  return withUnit(signed, unit);
}

function decimalsOf(figure: string): number {
  const point = figure.indexOf('.');
  return point < 0 ? 0 : figure.length - point - 1;
}
