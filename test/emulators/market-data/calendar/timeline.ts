// A calendar row's history: each version is what the provider served from a moment on. The emulator answers
// with the version current at its clock, so moving the clock forward confirms dates, fills in actuals and so
// on, and `updated` (Unix seconds) is always the moment of the version served, as a delta sync expects.

export interface RowVersion<Row> {
  atMs: number;
  row: Row;
}

export interface Timeline<Row> {
  id: string;
  /** Oldest first; the row does not exist before the first one. */
  versions: RowVersion<Row>[];
  /** When the provider deleted the row (it then appears in calendar-removed). */
  removedAtMs?: number;
}

export function unixSeconds(epochMs: number): number {
  return Math.floor(epochMs / 1000);
}

/**
 * Builds a timeline from the row's successive states. Each state lists only what changed; `updated` is set to
 * the state's moment. States at the same moment merge, and states must come in time order.
 */
export function timelineOf<Row extends { id: string; updated: number }>(
  id: string,
  states: readonly { atMs: number; changes: Partial<Row> }[],
  removedAtMs?: number,
): Timeline<Row> {
  const versions: RowVersion<Row>[] = [];
  let current = { id } as Partial<Row>;
  for (const { atMs, changes } of states) {
    const previous = versions.at(-1);
    if (previous && atMs < previous.atMs) throw new Error(`timeline ${id}: states out of order`);
    current = { ...current, ...changes, id, updated: unixSeconds(atMs) };
    if (previous && previous.atMs === atMs) versions.pop();
    versions.push({ atMs, row: current as Row });
  }
  return removedAtMs === undefined ? { id, versions } : { id, versions, removedAtMs };
}

/** The version served at `nowMs`, or undefined before the row exists. */
export function versionAt<Row>(timeline: Timeline<Row>, nowMs: number): Row | undefined {
  let found: Row | undefined;
  for (const version of timeline.versions) {
    if (version.atMs > nowMs) break;
    found = version.row;
  }
  return found;
}
