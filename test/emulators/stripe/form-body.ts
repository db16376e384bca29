/**
 * Stripe's request encoding: `application/x-www-form-urlencoded` pairs whose keys use brackets for
 * nesting (`metadata[plan]=pro`), indices for arrays (`items[0][price]=price_1`) and empty brackets
 * for appending (`expand[]=customer`). Query strings of GET requests use the same syntax.
 */
export type FormValue = string | FormValue[] | FormObject;
export interface FormObject {
  [key: string]: FormValue;
}

/** Guards against a body that nests or indexes absurdly deep (`a[0][0][0]…`, `a[99999999]`). */
const MAX_DEPTH = 12;
const MAX_INDEX = 10_000;

export class FormSyntaxError extends Error {}

export function parseFormBody(text: string): FormObject {
  const root: FormObject = {};
  if (!text) return root;
  for (const pair of text.split('&')) {
    if (!pair) continue;
    const separator = pair.indexOf('=');
    const rawKey = separator === -1 ? pair : pair.slice(0, separator);
    const rawValue = separator === -1 ? '' : pair.slice(separator + 1);
    assign(root, parseKey(decode(rawKey)), decode(rawValue));
  }
  return toArrays(root) as FormObject;
}

function decode(component: string): string {
  try {
    return decodeURIComponent(component.replace(/\+/g, ' '));
  } catch {
    throw new FormSyntaxError(`Invalid percent-encoding in ${JSON.stringify(component)}`);
  }
}

/** `items[0][price]` → `['items', '0', 'price']`; `expand[]` → `['expand', '']`. */
export function parseKey(key: string): string[] {
  const open = key.indexOf('[');
  if (open === -1) return [key];
  const segments = [key.slice(0, open)];
  const pattern = /\[([^\]]*)\]/g;
  pattern.lastIndex = open;
  let match: RegExpExecArray | null;
  let end = open;
  while ((match = pattern.exec(key)) !== null && match.index === end) {
    segments.push(match[1]);
    end = pattern.lastIndex;
  }
  // A key like `a[b]c` or `a[b` is not bracket syntax; keep the rest literally, as Rack does.
  if (end !== key.length) segments[segments.length - 1] += key.slice(end);
  if (segments[0] === '') throw new FormSyntaxError(`Invalid parameter name ${JSON.stringify(key)}`);
  if (segments.length > MAX_DEPTH) throw new FormSyntaxError(`Parameter ${JSON.stringify(key)} is nested too deeply`);
  return segments;
}

/** Appended values (`[]`) get a fresh index so they keep their order beside indexed siblings. */
const APPEND = Symbol('append');
type Container = FormObject & { [APPEND]?: number };

function assign(root: Container, segments: string[], value: string): void {
  let node: Container = root;
  for (let i = 0; i < segments.length; i++) {
    let segment = segments[i];
    if (/^\d+$/.test(segment) && Number(segment) > MAX_INDEX) {
      throw new FormSyntaxError(`Array index ${segment} is too large`);
    }
    if (segment === '') segment = `${(node[APPEND] = (node[APPEND] ?? MAX_INDEX) + 1)}`;
    if (i === segments.length - 1) {
      node[segment] = value;
      return;
    }
    const next = node[segment];
    if (typeof next === 'object' && !Array.isArray(next)) {
      node = next;
    } else {
      const created: Container = {};
      node[segment] = created;
      node = created;
    }
  }
}

/** Objects whose keys are all array indices become arrays, ordered by index (indices may be sparse). */
function toArrays(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const converted: FormObject = {};
  for (const key of keys) converted[key] = toArrays(value[key]);
  if (keys.length > 0 && keys.every((key) => /^\d+$/.test(key))) {
    return keys
      .map(Number)
      .sort((a, b) => a - b)
      .map((index) => converted[String(index)]);
  }
  return converted;
}

/** The inverse, for tests and for the browser stand-in's requests. */
export function encodeFormBody(value: Record<string, unknown>): string {
  const pairs: string[] = [];
  const visit = (key: string, item: unknown): void => {
    if (item === undefined) return;
    if (item === null || typeof item !== 'object') {
      pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(item === null ? '' : String(item))}`);
    } else if (Array.isArray(item)) {
      item.forEach((element, index) => visit(`${key}[${index}]`, element));
    } else {
      for (const [child, element] of Object.entries(item)) visit(`${key}[${child}]`, element);
    }
  };
  for (const [key, item] of Object.entries(value)) visit(key, item);
  return pairs.join('&');
}
