import { Injectable } from '@nestjs/common';
import type { Prisma, SyncState } from '../generated/prisma/client.js';
import { PrismaService } from '../prisma/prisma.service.js';

/**
 * How long a sync holds its calendar without renewing: renewed after every provider page, so only
 * a replica that died mid-sync lets it run out, and another replica takes over after it.
 */
export const SYNC_LEASE_MS = 120_000;

/** Leaves room in `last_error` for the message without letting a provider's page fill the table. */
const MAX_ERROR_LENGTH = 2_000;

/**
 * The sync state of each calendar (and of the company profiles), which is also how replicas
 * agree that one sync per calendar runs at a time: a sync takes the calendar's lease in one
 * statement (the row lock of INSERT … ON CONFLICT DO UPDATE … WHERE makes it atomic), renews it as
 * it goes, and gives it back in the transaction that stores its rows. Lease times are the
 * database's clock, so replicas' clocks do not matter.
 */
@Injectable()
export class SyncLeaseRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** The state with the lease now `owner`'s, or undefined when another sync holds it. */
  async claim(name: string, owner: string, leaseMs = SYNC_LEASE_MS): Promise<SyncState | undefined> {
    const rows = await this.prisma.$queryRaw<{ name: string }[]>`
      INSERT INTO sync_state (name, lease_owner, lease_until)
      VALUES (${name}, ${owner}, now() + make_interval(secs => ${leaseMs / 1000}))
      ON CONFLICT (name) DO UPDATE SET lease_owner = EXCLUDED.lease_owner, lease_until = EXCLUDED.lease_until
      WHERE sync_state.lease_until IS NULL OR sync_state.lease_until < now()
      RETURNING name`;
    if (rows.length === 0) return undefined;
    return this.prisma.syncState.findUniqueOrThrow({ where: { name } });
  }

  /** Extends the lease; false when it is no longer `owner`'s (it ran out and another sync took it). */
  async renew(name: string, owner: string, leaseMs = SYNC_LEASE_MS): Promise<boolean> {
    const renewed = await this.prisma.$executeRaw`
      UPDATE sync_state SET lease_until = now() + make_interval(secs => ${leaseMs / 1000})
      WHERE name = ${name} AND lease_owner = ${owner}`;
    return renewed === 1;
  }

  /**
   * In the storing transaction: locks the state row and checks the lease is still `owner`'s, so a
   * sync that lost its lease stores nothing.
   */
  async holdsLease(tx: Prisma.TransactionClient, name: string, owner: string): Promise<boolean> {
    const rows = await tx.$queryRaw<{ name: string }[]>`
      SELECT name FROM sync_state WHERE name = ${name} AND lease_owner = ${owner} FOR UPDATE`;
    return rows.length === 1;
  }

  /** In the storing transaction: the new cursors, the success, and the lease given back. */
  async succeeded(
    tx: Prisma.TransactionClient,
    name: string,
    state: { backfilledAt?: Date; newestUpdated: number | null; newestRemoval: number | null },
  ): Promise<void> {
    await tx.syncState.update({
      where: { name },
      data: { ...state, lastSuccessAt: new Date(), lastError: null, leaseOwner: null, leaseUntil: null },
    });
  }

  /** Records the failure and gives the lease back, if it is still `owner`'s. */
  async failed(name: string, owner: string, error: string): Promise<void> {
    await this.prisma.syncState.updateMany({
      where: { name, leaseOwner: owner },
      data: { lastFailureAt: new Date(), lastError: error.slice(0, MAX_ERROR_LENGTH), leaseOwner: null, leaseUntil: null },
    });
  }

  all(): Promise<SyncState[]> {
    return this.prisma.syncState.findMany();
  }
}
