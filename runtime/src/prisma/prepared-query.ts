import { createHash } from 'node:crypto';
import pg from 'pg';

/** SQL as `Prisma.sql` builds it: the text with `$1`… placeholders and the values. */
export interface SqlQuery {
  readonly text: string;
  readonly values: unknown[];
}

const DATE_OID = 1082;
/** A `date` as Prisma reads one (midnight UTC), not pg's default (midnight in the process's zone). */
const parseDate = (text: string) => new Date(`${text}T00:00:00Z`);
const TYPES = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === DATE_OID ? parseDate : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/**
 * Runs a read as a named prepared statement on the pool's connections: PostgreSQL parses and
 * plans each distinct text once per connection, and the query skips Prisma's query compiler. For
 * the hot reads a service answers many times a second (a calendar page); everything else goes
 * through Prisma. Rows come back as `$queryRaw` gives them (snake_case columns, dates at midnight UTC).
 */
export async function queryPrepared<T>(pool: pg.Pool, query: SqlQuery): Promise<T[]> {
  const name = `q${createHash('sha1').update(query.text).digest('base64url')}`;
  const result = await pool.query<T & pg.QueryResultRow>({ name, text: query.text, values: query.values, types: TYPES });
  return result.rows;
}
