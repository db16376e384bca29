// The child process of migrate-apart.ts: applies one database's migrations, reports, and ends.
import { applyMigrations, type MigrationSource } from './migrate.js';
import type { MigrationReport } from './migrate-apart.js';

const report = (message: MigrationReport) => new Promise<void>((resolve) => process.send!(message, () => resolve()));

process.once('message', (source: MigrationSource) => {
  applyMigrations(source).then(
    async (applied) => {
      await report({ applied });
      process.exit(0);
    },
    async (error: unknown) => {
      await report({ failed: error instanceof Error ? error.message : String(error) });
      process.exit(1);
    },
  );
});
