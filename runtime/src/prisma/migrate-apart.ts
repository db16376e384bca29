import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { MigrationSource } from './migrate.js';

/**
 * The child's compiled entry point, from the package's root: this file sits two folders below it,
 * both as compiled (dist/prisma) and as the tests load it (src/prisma).
 */
const MIGRATE_MAIN = fileURLToPath(new URL('../../dist/prisma/migrate-main.js', import.meta.url));

/** What the migrating process reports before it ends (migrate-main.ts). */
export type MigrationReport = { applied: string[] } | { failed: string };

/**
 * `applyMigrations` (migrate.ts) in a child process of its own, which ends once they are applied.
 * Run inside the service, the schema engine (5 MB of WebAssembly, its compiled code and its
 * memory) stays for the life of the process: about 14 MiB of resident memory that neither V8
 * nor glibc hands back, even once the engine is freed (docs/decisions.md, "Migrations apart").
 * Resolves with the names applied; rejects with the engine's own words when they fail.
 */
export function applyMigrationsApart(source: MigrationSource): Promise<string[]> {
  const child = fork(MIGRATE_MAIN, [], { stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    let report: MigrationReport | undefined;
    child.once('message', (message: MigrationReport) => (report = message));
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (report && 'applied' in report && code === 0) resolve(report.applied);
      else if (report && 'failed' in report) reject(new Error(`migrations failed: ${report.failed}`));
      else reject(new Error(`the migrating process ended with ${signal ?? `code ${code}`} before it reported`));
    });
    child.send(source);
  });
}
