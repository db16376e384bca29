import type { PreparedItem } from '../files/content-folder.js';

/** What the database holds of an item, as much as the plan needs. */
export interface StoredItem {
  path: string;
  sourceFile: string;
  contentHash: string;
  unpublishedAt: Date | null;
}

/** What one load changes; everything else stays as it is, untouched. */
export interface LoadPlan {
  create: PreparedItem[];
  /** Changed files, moved files, and files that came back after being removed. */
  update: PreparedItem[];
  /** Routes whose file is gone. */
  unpublish: string[];
  unchanged: number;
}

/**
 * Compares the folder with the database. A file counts as unchanged when its hash (bytes and
 * renderer version) and its place are the same and its page is published. `refusedFiles` are files
 * that failed their checks: their last good version stays published until they are fixed.
 */
export function planLoad(
  stored: readonly StoredItem[],
  files: readonly PreparedItem[],
  refusedFiles: ReadonlySet<string>,
): LoadPlan {
  const byPath = new Map(stored.map((item) => [item.path, item]));
  const plan: LoadPlan = { create: [], update: [], unpublish: [], unchanged: 0 };
  for (const file of files) {
    const current = byPath.get(file.path);
    if (!current) plan.create.push(file);
    else if (current.contentHash !== file.contentHash || current.sourceFile !== file.sourceFile || current.unpublishedAt)
      plan.update.push(file);
    else plan.unchanged++;
  }
  const routes = new Set(files.map((file) => file.path));
  for (const item of stored)
    if (!item.unpublishedAt && !routes.has(item.path) && !refusedFiles.has(item.sourceFile)) plan.unpublish.push(item.path);
  return plan;
}
