import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { ensureDatabaseExists } from './create-database.js';
import { noFilters, openSchemaEngine } from './schema-engine.js';

export interface MigrationSource {
  databaseUrl: string;
  /** The service's `prisma` folder: `schema.prisma` and `migrations/<name>/migration.sql`. */
  prismaDir: string;
}

function readMigrations(migrationsDir: string) {
  if (!existsSync(migrationsDir)) return [];
  return readdirSync(migrationsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .map((name) => ({
      path: name,
      migrationFile: {
        path: 'migration.sql',
        content: { tag: 'ok' as const, value: readFileSync(join(migrationsDir, name, 'migration.sql'), 'utf8') },
      },
    }));
}

function migrationsList(prismaDir: string) {
  const baseDir = join(prismaDir, 'migrations');
  return {
    baseDir,
    lockfile: { path: 'migration_lock.toml', content: null },
    shadowDbInitScript: '',
    migrationDirectories: readMigrations(baseDir),
  };
}

/**
 * Creates the database if needed and applies the committed migrations, recording them in
 * `_prisma_migrations` exactly as `prisma migrate deploy` does, so both tools agree on history.
 */
export async function applyMigrations({ databaseUrl, prismaDir }: MigrationSource): Promise<string[]> {
  await ensureDatabaseExists(databaseUrl);
  const schemaText = readFileSync(join(prismaDir, 'schema.prisma'), 'utf8');
  const engine = await openSchemaEngine(databaseUrl, schemaText);
  const result = await engine.applyMigrations({ migrationsList: migrationsList(prismaDir), filters: noFilters });
  return result.appliedMigrationNames;
}

/** The SQL that takes the committed migrations to the current schema ('' when they match). */
export async function diffMigrationsToSchema({ databaseUrl, prismaDir }: MigrationSource): Promise<string> {
  await ensureDatabaseExists(databaseUrl);
  const schemaText = readFileSync(join(prismaDir, 'schema.prisma'), 'utf8');
  const engine = await openSchemaEngine(databaseUrl, schemaText);
  const list = migrationsList(prismaDir);
  const from = list.migrationDirectories.length ? { tag: 'migrations' as const, ...list } : { tag: 'empty' as const };
  const result = await engine.diff({
    from,
    to: { tag: 'schemaDatamodel', files: [{ path: 'schema.prisma', content: schemaText }] },
    script: true,
    exitCode: null,
    shadowDatabaseUrl: null,
    filters: noFilters,
  } as never);
  const sql = (result as { stdout?: string }).stdout ?? '';
  return sql.includes('This is an empty migration') ? '' : sql;
}
