import { timelineOf, versionAt } from './timeline.js';

interface Row {
  id: string;
  status: string;
  note: string;
  updated: number;
}

describe('timelines', () => {
  const timeline = timelineOf<Row>('row-1', [
    { atMs: 1_000_000, changes: { status: 'listed', note: '' } },
    { atMs: 2_000_500, changes: { status: 'confirmed' } },
    { atMs: 3_000_000, changes: { note: 'reported' } },
  ]);

  it('does not exist before its first version', () => {
    expect(versionAt(timeline, 999_999)).toBeUndefined();
  });

  it('serves the version current at the clock, each change on top of the last, updated in Unix seconds', () => {
    expect(versionAt(timeline, 1_000_000)).toEqual({ id: 'row-1', status: 'listed', note: '', updated: 1_000 });
    expect(versionAt(timeline, 2_500_000)).toEqual({ id: 'row-1', status: 'confirmed', note: '', updated: 2_000 });
    expect(versionAt(timeline, 9_000_000)).toEqual({ id: 'row-1', status: 'confirmed', note: 'reported', updated: 3_000 });
  });

  it('merges changes made at the same moment into one version', () => {
    const merged = timelineOf<Row>('row-2', [
      { atMs: 5_000, changes: { status: 'a', note: 'x' } },
      { atMs: 5_000, changes: { status: 'b' } },
    ]);
    expect(merged.versions).toHaveLength(1);
    expect(merged.versions[0].row).toEqual({ id: 'row-2', status: 'b', note: 'x', updated: 5 });
  });

  it('refuses changes out of time order', () => {
    expect(() =>
      timelineOf<Row>('row-3', [
        { atMs: 5_000, changes: { status: 'a' } },
        { atMs: 4_000, changes: { status: 'b' } },
      ]),
    ).toThrow(/out of order/);
  });
});
