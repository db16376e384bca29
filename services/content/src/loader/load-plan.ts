/** What the database holds of a file's row (an item or a portfolio), as much as the plan needs. */
export interface StoredFile {
  /** The row's key: an item's route, a portfolio's slug. */
  key: string;
  sourceFile: string;
  contentHash: string;
  unpublishedAt: Date | null;
}

/** What a load found in the folder for one row. */
export interface FoundFile {
  sourceFile: string;
  contentHash: string;
}

/** What one load changes; everything else stays as it is, untouched. */
export interface LoadPlan<F extends FoundFile> {
  create: F[];
  /** Changed files, moved files, and files that came back after being removed. */
  update: F[];
  /** Keys whose file is gone. */
  unpublish: string[];
  unchanged: number;
}

/**
 * Compares the folder with the database. A file counts as unchanged when its hash (bytes and
 * renderer version) and its place are the same and its row is published. `refusedFiles` are files
 * that failed their checks: their last good version stays published until they are fixed.
 */
export function planLoad<F extends FoundFile>(
  stored: readonly StoredFile[],
  files: readonly F[],
  keyOf: (file: F) => string,
  refusedFiles: ReadonlySet<string>,
): LoadPlan<F> {
  const byKey = new Map(stored.map((row) => [row.key, row]));
  const plan: LoadPlan<F> = { create: [], update: [], unpublish: [], unchanged: 0 };
  for (const file of files) {
    const current = byKey.get(keyOf(file));
    if (!current) plan.create.push(file);
    else if (current.contentHash !== file.contentHash || current.sourceFile !== file.sourceFile || current.unpublishedAt)
      plan.update.push(file);
    else plan.unchanged++;
  }
  const keys = new Set(files.map(keyOf));
  for (const row of stored)
    if (!row.unpublishedAt && !keys.has(row.key) && !refusedFiles.has(row.sourceFile)) plan.unpublish.push(row.key);
  return plan;
}
