import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { ensureDatabaseExists } from './create-database.js';
import { applyRuntimeMigrations } from './runtime-migrations.js';
import { noFilters, openSchemaEngine } from './schema-engine.js';

export interface MigrationSource {
  databaseUrl: string;
  /** The service's `prisma` folder: `schema.prisma` and `migrations/<name>/migration.sql`. */
  prismaDir: string;
}

function readIfExists(path: string): string | null {
  return existsSync(path) ? readFileSync(path, 'utf8') : null;
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
    // The engine reads the provider from the lock file `prisma migrate` keeps beside the migrations.
    lockfile: { path: 'migration_lock.toml', content: readIfExists(join(baseDir, 'migration_lock.toml')) },
    shadowDbInitScript: '',
    migrationDirectories: readMigrations(baseDir),
  };
}

/**
 * Creates the database if needed and applies the committed migrations, recording them in
 * `_prisma_migrations` exactly as `prisma migrate deploy` does, so both tools agree on history;
 * then the runtime's own migrations (runtime-migrations.ts: outbox, processed events, leases),
 * which no service's schema declares. Returns the names of both kinds applied.
 */
export async function applyMigrations({ databaseUrl, prismaDir }: MigrationSource): Promise<string[]> {
  await ensureDatabaseExists(databaseUrl);
  const schemaText = readFileSync(join(prismaDir, 'schema.prisma'), 'utf8');
  const engine = await openSchemaEngine(databaseUrl, schemaText);
  const result = await engine.applyMigrations({ migrationsList: migrationsList(prismaDir), filters: noFilters });
  const runtime = await applyRuntimeMigrations(databaseUrl);
  return [...result.appliedMigrationNames, ...runtime.map((name) => `runtime:${name}`)];
}

/**
 * The SQL that takes `previousSchema` (null: an empty database) to the schema in `prismaDir`
 * ('' when they match). Both sides are datamodels, so no database is described: the wasm engine
 * cannot introspect PostgreSQL through the driver adapter (it trips on the catalog's "char" type).
 */
export async function diffSchemas({ databaseUrl, prismaDir }: MigrationSource, previousSchema: string | null): Promise<string> {
  await ensureDatabaseExists(databaseUrl);
  const schemaText = readFileSync(join(prismaDir, 'schema.prisma'), 'utf8');
  const engine = await openSchemaEngine(databaseUrl, schemaText);
  const datamodel = (content: string) => ({ tag: 'schemaDatamodel' as const, files: [{ path: 'schema.prisma', content }] });
  const result = await engine.diff({
    from: previousSchema === null ? { tag: 'empty' as const } : datamodel(previousSchema),
    to: datamodel(schemaText),
    script: true,
    exitCode: null,
    shadowDatabaseUrl: null,
    filters: noFilters,
  } as never);
  const sql = (result as { stdout?: string }).stdout ?? '';
  return sql.includes('This is an empty migration') ? '' : sql;
}
