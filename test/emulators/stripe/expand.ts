import { invalidRequest } from './errors.js';

/**
 * `expand[]` handling. Stored objects reference each other by id; a response replaces the ids on
 * the requested dotted paths (`latest_invoice.confirmation_secret`, `data.customer`,
 * `items.data.price.product`) with the objects, and leaves out "includable" fields
 * (`invoice.confirmation_secret`) unless a path asks for them, as Stripe does.
 */
export interface ExpandTree {
  [field: string]: ExpandTree;
}

/** Stripe refuses paths deeper than four levels. */
const MAX_EXPAND_DEPTH = 4;

export function parseExpandPaths(paths: readonly string[]): ExpandTree {
  const tree: ExpandTree = {};
  for (const path of paths) {
    const fields = path.split('.');
    // `data.` on list answers and `.data.` through embedded lists are navigation, not expansion levels.
    if (fields.filter((field) => field !== 'data').length > MAX_EXPAND_DEPTH) {
      throw invalidRequest(`You cannot expand more than ${MAX_EXPAND_DEPTH} levels of a property (${path}).`, 'expand');
    }
    let node = tree;
    for (const field of fields) {
      if (!field) throw invalidRequest(`Invalid expand path: ${path}`, 'expand');
      node = node[field] ??= {};
    }
  }
  return tree;
}

/** Fields Stripe only returns when expanded, by object type. */
const INCLUDABLE: Record<string, readonly string[]> = {
  invoice: ['confirmation_secret', 'payments'],
  'checkout.session': ['line_items'],
};

export type ObjectLookup = (id: string) => object | undefined;

/** A deep copy of `value` with `tree`'s paths expanded; the stored objects are never modified. */
export function render(value: unknown, tree: ExpandTree, lookup: ObjectLookup, path: readonly string[] = []): unknown {
  if (Array.isArray(value)) return value.map((element) => render(element, tree, lookup, path));
  if (value === null || typeof value !== 'object') return value;

  const source = value as Record<string, unknown>;
  const hidden = typeof source.object === 'string' ? (INCLUDABLE[source.object] ?? []) : [];
  const copy: Record<string, unknown> = {};
  for (const [field, fieldValue] of Object.entries(source)) {
    if (hidden.includes(field) && !(field in tree)) continue;
    const subtree = tree[field];
    copy[field] = subtree
      ? expandField(fieldValue, subtree, lookup, [...path, field])
      : render(fieldValue, {}, lookup, [...path, field]);
  }
  for (const field of Object.keys(tree)) {
    if (!(field in source)) {
      throw invalidRequest(`This property cannot be expanded (${[...path, field].join('.')}).`, 'expand');
    }
  }
  return copy;
}

function expandField(value: unknown, subtree: ExpandTree, lookup: ObjectLookup, path: readonly string[]): unknown {
  if (Array.isArray(value)) return value.map((element) => expandField(element, subtree, lookup, path));
  if (typeof value === 'string') {
    const target = lookup(value);
    // An id the emulator does not store (a charge, say) stays an id rather than failing the request.
    return target ? render(target, subtree, lookup, path) : value;
  }
  return render(value, subtree, lookup, path);
}
