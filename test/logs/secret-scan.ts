// What must never appear in the product's logs (DESIGN.md §6, docs/security.md): passwords, API and
// reset tokens, card numbers, Stripe keys and webhook secrets. The patterns are the shapes this
// product's secrets have; `known` adds the literal values a test run used.

export interface Finding {
  /** 1-based line number in the log. */
  line: number;
  /** The process that wrote it (the log's first word). */
  process: string;
  kind: string;
  /** The match, shortened so that the report does not repeat the secret. */
  excerpt: string;
}

/** Luhn's checksum, which every payment card number passes. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

const patterns: { kind: string; pattern: RegExp; accept?: (match: string) => boolean }[] = [
  // identity's API tokens: 40 lowercase hex characters (Djoser's shape); trace ids are 32, span ids 16.
  { kind: 'API token', pattern: /(?<![0-9a-fA-F])[0-9a-f]{40}(?![0-9a-fA-F])/g },
  { kind: 'Authorization header', pattern: /\bToken [0-9a-f]{8,}/g },
  // Reset tokens: `<timestamp base36>-<32 hex>` (Django's PasswordResetTokenGenerator).
  { kind: 'reset token', pattern: /(?<![0-9a-z])[0-9a-z]{1,13}-[0-9a-f]{32}(?![0-9a-f])/g },
  // Card numbers (15 or 16 digits of the card networks, Luhn-valid); log timestamps are 13 digits.
  { kind: 'card number', pattern: /(?<![0-9A-Za-z])[3-6]\d{14,15}(?![0-9A-Za-z])/g, accept: luhnValid },
  { kind: 'Stripe secret key', pattern: /\b[sr]k_(?:test|live)_[0-9A-Za-z]{6,}/g },
  { kind: 'Stripe webhook secret', pattern: /\bwhsec_[0-9A-Za-z]{6,}/g },
];

const shorten = (text: string) => (text.length > 8 ? `${text.slice(0, 4)}…${text.slice(-2)}` : '…');

/**
 * The secrets in the lines of `processes` (the log's lines are `<process> <line>`, as scripts/test.mjs
 * writes them). Lines of other processes, the third parties' emulators, are not the product's logs.
 */
export function findSecrets(log: string, processes: ReadonlySet<string>, known: readonly string[]): Finding[] {
  const findings: Finding[] = [];
  log.split('\n').forEach((text, index) => {
    const space = text.indexOf(' ');
    const process = text.slice(0, space);
    if (space < 0 || !processes.has(process)) return;
    const line = text.slice(space + 1);
    for (const { kind, pattern, accept } of patterns)
      for (const [match] of line.matchAll(pattern))
        if (!accept || accept(match)) findings.push({ line: index + 1, process, kind, excerpt: shorten(match) });
    for (const value of known)
      if (line.includes(value)) findings.push({ line: index + 1, process, kind: 'value a test used', excerpt: shorten(value) });
  });
  return findings;
}

/**
 * Passwords the tests type (string literals given to a `password` field or variable) that are
 * specific enough to mean a leak when found: 8 characters or more, with a digit or a dash.
 */
export function passwordsIn(source: string): string[] {
  const found = new Set<string>();
  for (const [, value] of source.matchAll(/password['"]?\s*[:=]\s*['"`]([^'"`\s]{8,})['"`]/gi))
    if (/[\d-]/.test(value)) found.add(value);
  return [...found];
}
