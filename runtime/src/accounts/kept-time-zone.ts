import { Logger } from '@nestjs/common';
import { isKnownZone } from '@mc/market-time';
import type { SqlExecutor } from '../outbox/sql-executor.js';

/** Where a service keeps its copy of accounts' zones: fixed names from its own schema, never input. */
export interface TimeZoneTable {
  readonly table: string;
  /** The account's id column (the table's conflict target). */
  readonly key: string;
  /** When identity set the zone kept: the event's occurredAt. */
  readonly changedAt: string;
}

const logger = new Logger('KeptTimeZone');

/**
 * Keeps the zone identity gave an account (identity.user.registered.v1 or
 * identity.preferences.changed.v1) in a service's own table. The two events come through two
 * durable consumers, in either order and perhaps twice: the zone set last (the event's time) wins,
 * in one statement, so two events handled at once both land. A zone this runtime does not know is
 * logged and left out, so nothing is ever written in it; an empty one (an older registration)
 * leaves identity's default standing. False when nothing was kept.
 */
export async function keepNewestTimeZone(
  tx: SqlExecutor,
  { table, key, changedAt }: TimeZoneTable,
  accountId: number,
  timeZone: string,
  setAt: Date,
): Promise<boolean> {
  if (!timeZone) return false;
  if (!isKnownZone(timeZone)) {
    logger.warn(`account ${accountId}: ignored the unknown time zone ${JSON.stringify(timeZone.slice(0, 80))}`);
    return false;
  }
  await tx.$executeRawUnsafe(
    `INSERT INTO ${table} (${key}, time_zone, ${changedAt}) VALUES ($1, $2, $3)
     ON CONFLICT (${key}) DO UPDATE SET time_zone = EXCLUDED.time_zone, ${changedAt} = EXCLUDED.${changedAt}
      WHERE ${table}.${changedAt} IS NULL OR ${table}.${changedAt} <= EXCLUDED.${changedAt}`,
    accountId,
    timeZone,
    setAt,
  );
  return true;
}
