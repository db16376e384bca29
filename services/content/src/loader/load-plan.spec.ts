import type { PreparedItem } from '../files/content-folder.js';
import { planLoad, type StoredFile } from './load-plan.js';

const file = (path: string, contentHash = 'h1', sourceFile = `articles${path.slice(path.lastIndexOf('/'))}.md`) =>
  ({ path, contentHash, sourceFile }) as PreparedItem;
const stored = (path: string, contentHash = 'h1', unpublishedAt: Date | null = null): StoredFile => ({
  key: path,
  contentHash,
  sourceFile: `articles${path.slice(path.lastIndexOf('/'))}.md`,
  unpublishedAt,
});
const paths = (items: PreparedItem[]) => items.map((item) => item.path);
const byPath = (item: PreparedItem) => item.path;

describe('planLoad', () => {
  it('changes nothing when every file is as stored', () => {
    const plan = planLoad(
      [stored('/articles/a'), stored('/articles/b')],
      [file('/articles/a'), file('/articles/b')],
      byPath,
      new Set(),
    );
    expect(plan).toEqual({ create: [], update: [], unpublish: [], unchanged: 2 });
  });

  it('creates new files, updates changed ones and unpublishes removed ones', () => {
    const plan = planLoad(
      [stored('/articles/kept'), stored('/articles/edited'), stored('/articles/removed')],
      [file('/articles/kept'), file('/articles/edited', 'h2'), file('/articles/new')],
      byPath,
      new Set(),
    );
    expect(paths(plan.create)).toEqual(['/articles/new']);
    expect(paths(plan.update)).toEqual(['/articles/edited']);
    expect(plan.unpublish).toEqual(['/articles/removed']);
    expect(plan.unchanged).toBe(1);
  });

  it('publishes a file again when it comes back, even unchanged', () => {
    const plan = planLoad([stored('/articles/back', 'h1', new Date())], [file('/articles/back')], byPath, new Set());
    expect(paths(plan.update)).toEqual(['/articles/back']);
  });

  it('does not unpublish again what is already unpublished', () => {
    expect(planLoad([stored('/articles/gone', 'h1', new Date())], [], byPath, new Set()).unpublish).toEqual([]);
  });

  it('updates a file that moved to another place with the same route', () => {
    const plan = planLoad([stored('/articles/a')], [file('/articles/a', 'h1', 'articles/elsewhere.md')], byPath, new Set());
    expect(paths(plan.update)).toEqual(['/articles/a']);
  });

  it('keeps the last good version of a file that now fails its checks', () => {
    const plan = planLoad([stored('/articles/broken')], [], byPath, new Set(['articles/broken.md']));
    expect(plan.unpublish).toEqual([]);
  });
});
