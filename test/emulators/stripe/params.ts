import { invalidParameter, missingParam, unknownParam } from './errors.js';
import type { FormObject, FormValue } from './form-body.js';

/**
 * Typed access to a parsed request, with Stripe's error answers for bad input. Nested readers keep
 * their path so an error names the exact parameter (`items[0][price]`), as Stripe does.
 */
export class Params {
  constructor(
    readonly raw: FormObject,
    private readonly path = '',
  ) {}

  private name(key: string): string {
    return this.path ? `${this.path}[${key}]` : key;
  }

  has(key: string): boolean {
    return this.raw[key] !== undefined;
  }

  /** Stripe clears a field when it is sent as an empty string (`description=`). */
  isEmpty(key: string): boolean {
    return this.raw[key] === '';
  }

  string(key: string): string | undefined {
    const value = this.raw[key];
    if (value === undefined || value === '') return undefined;
    if (typeof value !== 'string') throw invalidParameter(`Invalid string: ${this.name(key)} must be a string.`, this.name(key));
    return value;
  }

  requiredString(key: string): string {
    const value = this.string(key);
    if (value === undefined) throw missingParam(this.name(key));
    return value;
  }

  int(key: string): number | undefined {
    const value = this.string(key);
    if (value === undefined) return undefined;
    if (!/^-?\d+$/.test(value)) {
      throw invalidParameter(`Invalid integer: ${value}`, this.name(key), 'parameter_invalid_integer');
    }
    return Number(value);
  }

  requiredInt(key: string): number {
    const value = this.int(key);
    if (value === undefined) throw missingParam(this.name(key));
    return value;
  }

  number(key: string): number | undefined {
    const value = this.string(key);
    if (value === undefined) return undefined;
    const parsed = Number(value);
    if (!Number.isFinite(parsed)) throw invalidParameter(`Invalid decimal: ${value}`, this.name(key));
    return parsed;
  }

  bool(key: string): boolean | undefined {
    const value = this.string(key);
    if (value === undefined) return undefined;
    if (value !== 'true' && value !== 'false') throw invalidParameter(`Invalid boolean: ${value}`, this.name(key));
    return value === 'true';
  }

  oneOf<const T extends string>(key: string, allowed: readonly T[]): T | undefined {
    const value = this.string(key);
    if (value === undefined) return undefined;
    if (!(allowed as readonly string[]).includes(value)) {
      throw invalidParameter(
        `Invalid ${this.name(key)}: must be one of ${allowed.join(', ')}`,
        this.name(key),
        'parameter_invalid_string',
      );
    }
    return value as T;
  }

  object(key: string): Params | undefined {
    const value = this.raw[key];
    if (value === undefined || value === '') return undefined;
    if (typeof value !== 'object' || Array.isArray(value)) {
      throw invalidParameter(`Invalid object: ${this.name(key)} must be a hash.`, this.name(key));
    }
    return new Params(value, this.name(key));
  }

  /** Arrays of hashes (`items[0][price]`). */
  objects(key: string): Params[] {
    const value = this.raw[key];
    if (value === undefined || value === '') return [];
    const elements = Array.isArray(value) ? value : [value];
    return elements.map((element, index) => {
      if (typeof element !== 'object' || Array.isArray(element)) {
        throw invalidParameter(`Invalid array: ${this.name(key)}[${index}] must be a hash.`, `${this.name(key)}[${index}]`);
      }
      return new Params(element, `${this.name(key)}[${index}]`);
    });
  }

  /** Arrays of strings (`expand[]=a`, `lookup_keys[0]=b`); a single value counts as one element. */
  strings(key: string): string[] {
    const value = this.raw[key];
    if (value === undefined || value === '') return [];
    const elements: FormValue[] = Array.isArray(value) ? value : [value];
    return elements.map((element) => {
      if (typeof element !== 'string')
        throw invalidParameter(`Invalid array: ${this.name(key)} must hold strings.`, this.name(key));
      return element;
    });
  }

  /** Metadata: string values; an empty value deletes the key, as in Stripe. */
  metadataUpdate(key = 'metadata'): Record<string, string | null> | undefined {
    const value = this.raw[key];
    if (value === undefined) return undefined;
    if (value === '') return {};
    const entries = Array.isArray(value)
      ? value.map((element, index) => [String(index), element] as const)
      : Object.entries(value);
    const result: Record<string, string | null> = {};
    for (const [name, element] of entries) {
      if (typeof element !== 'string') throw invalidParameter(`Invalid metadata value for ${name}`, `${this.name(key)}[${name}]`);
      result[name] = element === '' ? null : element;
    }
    return result;
  }

  /** Rejects parameters the pinned API version does not have (e.g. `promotion_code` on subscriptions since basil). */
  assertKnown(allowed: readonly string[]): void {
    for (const key of Object.keys(this.raw)) {
      if (!allowed.includes(key)) throw unknownParam(this.name(key));
    }
  }
}

/**
 * A parameter allow-list written as words: the names the installed SDK declares for one endpoint
 * (its `…Params` interface), so anything else is answered with Stripe's `parameter_unknown`.
 */
export const paramList = (words: string): readonly string[] => words.trim().split(/\s+/);

/** Applies a metadata update to existing metadata (`metadata=` clears it all). */
export function mergeMetadata(
  current: Record<string, string> | null,
  update: Record<string, string | null> | undefined,
): Record<string, string> {
  if (update === undefined) return { ...(current ?? {}) };
  if (Object.keys(update).length === 0) return {};
  const merged: Record<string, string> = { ...(current ?? {}) };
  for (const [key, value] of Object.entries(update)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}
