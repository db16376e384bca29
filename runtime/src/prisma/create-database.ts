import pg from 'pg';

/** Runs `work` on the server's `postgres` database, with the name of the database in `databaseUrl`. */
async function onServerOf<T>(databaseUrl: string, work: (client: pg.Client, name: string) => Promise<T>): Promise<T> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return await work(client, name);
  } finally {
    await client.end();
  }
}

/** Creates the database named in `databaseUrl` when it does not exist yet. */
export function ensureDatabaseExists(databaseUrl: string): Promise<void> {
  return onServerOf(databaseUrl, async (client, name) => {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount !== 0) return;
    await client.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`).catch((error: { code?: string }) => {
      // Another replica created it between our check and our CREATE.
      if (error.code !== '42P04') throw error;
    });
  });
}

/** Drops a database (tests only use this, for the databases they created). */
export function dropDatabase(databaseUrl: string): Promise<void> {
  return onServerOf(databaseUrl, async (client, name) => {
    await client.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`);
  });
}
