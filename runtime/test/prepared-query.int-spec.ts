import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { dropDatabase, ensureDatabaseExists } from '../src/prisma/create-database.js';
import { queryPrepared } from '../src/prisma/prepared-query.js';

describe('queryPrepared (PostgreSQL)', () => {
  const databaseUrl = `postgresql://postgres@127.0.0.1:5432/test_runtime_${randomBytes(4).toString('hex')}`;
  let pool: pg.Pool;

  beforeAll(async () => {
    await ensureDatabaseExists(databaseUrl);
    // One connection: the second run of a text must find the statement this connection prepared.
    pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
    await pool.query(
      `CREATE TABLE events (id text PRIMARY KEY, day date NOT NULL, at timestamptz, tickers text[] NOT NULL, details jsonb NOT NULL)`,
    );
    await pool.query(
      `INSERT INTO events VALUES ('a', '2026-11-23', '2026-11-23T21:05:00Z', '{NVDA}', '{"eps": "0.81"}'), ('b', '2026-11-24', NULL, '{AAPL,MSFT}', '{}')`,
    );
  });

  afterAll(async () => {
    await pool.end();
    await dropDatabase(databaseUrl);
  });

  const byTicker = (ticker: string) => ({
    text: 'SELECT id, day, at, tickers, details FROM events WHERE tickers && $1::text[] ORDER BY id',
    values: [[ticker]],
  });

  it('reads rows as $queryRaw gives them: a date at midnight UTC, instants, arrays and JSON', async () => {
    const rows = await queryPrepared<{ id: string; day: Date; at: Date | null; tickers: string[]; details: unknown }>(
      pool,
      byTicker('NVDA'),
    );
    expect(rows).toEqual([
      {
        id: 'a',
        day: new Date('2026-11-23T00:00:00Z'),
        at: new Date('2026-11-23T21:05:00Z'),
        tickers: ['NVDA'],
        details: { eps: '0.81' },
      },
    ]);
  });

  it('prepares each text once per connection and runs it again with other values', async () => {
    await queryPrepared(pool, byTicker('AAPL'));
    const again = await queryPrepared<{ id: string }>(pool, byTicker('MSFT'));
    expect(again.map((row) => row.id)).toEqual(['b']);
    const { rows } = await pool.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM pg_prepared_statements WHERE statement LIKE '%FROM events WHERE tickers%'`,
    );
    expect(rows[0].count).toBe(1);
  });

  it('gives another text its own statement', async () => {
    const rows = await queryPrepared<{ id: string }>(pool, {
      text: 'SELECT id FROM events WHERE day = $1::date',
      values: ['2026-11-24'],
    });
    expect(rows).toEqual([{ id: 'b' }]);
  });
});
