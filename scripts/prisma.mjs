#!/usr/bin/env node
// Offline Prisma helpers for one service folder (see ../shared/recipes/prisma-offline.md):
//   node scripts/prisma.mjs generate <service-dir>        generate the client
//   node scripts/prisma.mjs migration <service-dir> <name> write prisma/migrations/<n>_<name>/migration.sql
//                                                          from the schema as committed (HEAD) to the working one
//   node scripts/prisma.mjs deploy <service-dir>          create the database and apply migrations
import { execFileSync } from 'node:child_process';
import { relative } from 'node:path';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const [command, serviceDir, name] = process.argv.slice(2);
if (!command || !serviceDir) {
  console.error('usage: node scripts/prisma.mjs generate|migration|deploy <service-dir> [name]');
  process.exit(2);
}
const dir = resolve(serviceDir);
const prismaDir = join(dir, 'prisma');
const root = resolve(import.meta.dirname, '..');

if (command === 'generate') {
  // `prisma generate` never runs the schema engine, it only checks that the file exists.
  execFileSync(join(root, 'node_modules/.bin/prisma'), ['generate'], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? process.execPath,
      PRISMA_HIDE_UPDATE_MESSAGE: '1',
    },
  });
} else {
  const { applyMigrations, diffSchemas } = await import(join(root, 'runtime/dist/prisma/migrate.js'));
  const databaseUrl = process.env.DATABASE_URL ?? `postgresql://postgres@127.0.0.1:5432/${name ?? 'migration_scratch'}`;
  if (command === 'deploy') {
    const applied = await applyMigrations({ databaseUrl, prismaDir });
    console.log(applied.length ? `applied ${applied.join(', ')}` : 'database is up to date');
  } else if (command === 'migration') {
    const scratch = `postgresql://postgres@127.0.0.1:5432/migration_scratch_${process.pid}`;
    // The last migration was written from the committed schema; the change is what the working copy adds.
    let previous = null;
    try {
      previous = execFileSync('git', ['show', `HEAD:${relative(root, join(prismaDir, 'schema.prisma'))}`], {
        cwd: root,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      });
    } catch {
      previous = null;
    }
    const sql = await diffSchemas({ databaseUrl: scratch, prismaDir }, previous);
    const { dropDatabase } = await import(join(root, 'runtime/dist/prisma/create-database.js'));
    await dropDatabase(scratch);
    if (!sql.trim()) {
      console.log('schema and migrations agree: nothing to write');
    } else {
      const migrationsDir = join(prismaDir, 'migrations');
      const count = existsSync(migrationsDir) ? readdirSync(migrationsDir).filter((entry) => /^\d{4}_/.test(entry)).length : 0;
      const folder = join(migrationsDir, `${String(count + 1).padStart(4, '0')}_${name ?? 'change'}`);
      mkdirSync(folder, { recursive: true });
      writeFileSync(join(folder, 'migration.sql'), sql);
      console.log(`wrote ${folder}/migration.sql`);
    }
  } else {
    console.error(`unknown command ${command}`);
    process.exit(2);
  }
}
