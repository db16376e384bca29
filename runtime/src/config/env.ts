/**
 * Configuration comes only from the environment and is validated once, at start-up. A bad or
 * missing variable stops the process with one line naming it (see `failFast`).
 */
export interface EnvVar<T> {
  readonly parse: (raw: string | undefined, name: string) => T;
}

export class EnvError extends Error {
  override readonly name = 'EnvError';
}

function variable<T>(describe: string, convert: (raw: string) => T | undefined, fallback?: T): EnvVar<T> {
  return {
    parse(raw, name) {
      if (raw === undefined || raw === '') {
        if (fallback !== undefined) return fallback;
        throw new EnvError(`${name} is required (${describe})`);
      }
      const value = convert(raw);
      if (value === undefined) throw new EnvError(`${name} must be ${describe}, got "${raw}"`);
      return value;
    },
  };
}

export const env = {
  string: (fallback?: string) => variable('a non-empty string', (raw) => raw, fallback),
  url: (fallback?: string) =>
    variable(
      'a URL',
      (raw) => {
        try {
          return new URL(raw).toString() && raw;
        } catch {
          return undefined;
        }
      },
      fallback,
    ),
  port: (fallback?: number) =>
    variable(
      'a TCP port (0-65535)',
      (raw) => {
        const port = Number(raw);
        return /^\d+$/.test(raw) && port <= 65535 ? port : undefined;
      },
      fallback,
    ),
  integer: (fallback?: number, min = 0) =>
    variable(
      `a whole number of at least ${min}`,
      (raw) => (/^-?\d+$/.test(raw) && Number(raw) >= min ? Number(raw) : undefined),
      fallback,
    ),
  boolean: (fallback?: boolean) =>
    variable('true or false', (raw) => (raw === 'true' ? true : raw === 'false' ? false : undefined), fallback),
  /** Space- or comma-separated words. */
  list: (fallback?: string[]) => variable('a list of words', (raw) => raw.split(/[\s,]+/).filter(Boolean), fallback),
  oneOf: <const T extends string>(values: readonly T[], fallback?: T) =>
    variable(`one of ${values.join(', ')}`, (raw) => values.find((value) => value === raw), fallback),
};

export type EnvSpec = Record<string, EnvVar<unknown>>;
export type EnvOf<S extends EnvSpec> = { readonly [K in keyof S]: S[K] extends EnvVar<infer T> ? T : never };

export function loadEnv<S extends EnvSpec>(spec: S, source: NodeJS.ProcessEnv = process.env): EnvOf<S> {
  const values: Record<string, unknown> = {};
  for (const [name, definition] of Object.entries(spec)) values[name] = definition.parse(source[name], name);
  return Object.freeze(values) as EnvOf<S>;
}

/** Runs start-up; a configuration error ends the process with one clear line, not a stack trace. */
export function failFast<T>(load: () => T): T {
  try {
    return load();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    process.stderr.write(`Invalid configuration: ${error.message}\n`);
    process.exit(1);
  }
}
