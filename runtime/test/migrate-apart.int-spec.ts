import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { dropDatabase } from '../src/prisma/create-database.js';
import { applyMigrationsApart } from '../src/prisma/migrate-apart.js';
import { RUNTIME_MIGRATIONS } from '../src/prisma/runtime-migrations.js';

const serverUrl = process.env.TEST_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
/** A service's migrations: billing's, the smallest set with a table of its own. */
const prismaDir = fileURLToPath(new URL('../../services/billing/prisma', import.meta.url));

describe('migrations in a process of their own', () => {
  const url = new URL(serverUrl);
  url.pathname = `/test_migrate_apart_${randomBytes(4).toString('hex')}`;
  const databaseUrl = url.toString();
  afterAll(() => dropDatabase(databaseUrl));

  it('creates the database, applies the service’s and the runtime’s migrations once, and names them', async () => {
    const applied = await applyMigrationsApart({ databaseUrl, prismaDir });
    expect(applied).toEqual(expect.arrayContaining(RUNTIME_MIGRATIONS.map(({ name }) => `runtime:${name}`)));
    expect(applied.filter((name) => !name.startsWith('runtime:')).length).toBeGreaterThan(0);
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ count: number }>('SELECT count(*)::int AS count FROM _prisma_migrations');
      expect(rows[0].count).toBe(applied.filter((name) => !name.startsWith('runtime:')).length);
    } finally {
      await client.end();
    }
    expect(await applyMigrationsApart({ databaseUrl, prismaDir })).toEqual([]);
  });

  it('rejects with the reason when the migrations cannot be applied', async () => {
    const unreachable = 'postgresql://postgres@127.0.0.1:1/nowhere';
    await expect(applyMigrationsApart({ databaseUrl: unreachable, prismaDir })).rejects.toThrow(/^migrations failed: .+/);
  });
});
