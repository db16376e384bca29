import { Injectable } from '@nestjs/common';
import { Leases, type LeaseClaim } from '@mc/runtime';
import type { Prisma, SyncState } from '../generated/prisma/client.js';
import { PrismaService } from '../prisma/prisma.service.js';

/**
 * How long a sync holds its calendar without renewing: renewed after every provider page, so only
 * a replica that died mid-sync lets it run out, and another replica takes over after it.
 */
export const SYNC_LEASE_MS = 120_000;

/** Leaves room in `last_error` for the message without letting a provider's page fill the table. */
const MAX_ERROR_LENGTH = 2_000;

/** The runtime lease of one sync target (a calendar type, or `companies`). */
export const syncLeaseKey = (name: string) => `catalysts-sync:${name}`;

/** A sync's claim on its calendar, and where the calendar's sync stood when it was claimed. */
/** Where the next sync starts: set when a sync succeeds. */
export interface SyncCursors {
  backfilledAt?: Date;
  newestUpdated: number | null;
  newestRemoval: number | null;
}

export interface SyncClaim {
  lease: LeaseClaim;
  state: SyncState;
}

/**
 * The sync state of each calendar (and of the company profiles), and the runtime lease
 * (@mc/runtime `Leases`) that keeps one sync per calendar running at a time across replicas: a
 * sync claims it, renews it as it goes, checks it in the transaction that stores its rows (the
 * lease's fencing: a sync that lost it stores nothing) and gives it back there.
 */
@Injectable()
export class SyncLeaseRepository {
  private readonly leases: Leases;

  constructor(private readonly prisma: PrismaService) {
    this.leases = new Leases(prisma);
  }

  /** The calendar's lease and state, or undefined when another sync holds it. */
  async claim(name: string, leaseMs = SYNC_LEASE_MS): Promise<SyncClaim | undefined> {
    const lease = await this.leases.claim(syncLeaseKey(name), leaseMs);
    if (!lease) return undefined;
    const state = await this.prisma.syncState.upsert({ where: { name }, create: { name }, update: {} });
    return { lease, state };
  }

  /** Extends the lease; false when it ran out and another sync took it. */
  renew(claim: SyncClaim, leaseMs = SYNC_LEASE_MS): Promise<boolean> {
    return this.leases.renew(claim.lease, leaseMs);
  }

  /** In the storing transaction: true while the lease is still this sync's, and no other can take it until `tx` ends. */
  holdsLease(tx: Prisma.TransactionClient, claim: SyncClaim): Promise<boolean> {
    return this.leases.isHeld(tx, claim.lease);
  }

  /** In the storing transaction: the new cursors, the success, and the lease given back. */
  async succeeded(tx: Prisma.TransactionClient, claim: SyncClaim, state: SyncCursors): Promise<void> {
    await tx.syncState.update({
      where: { name: claim.state.name },
      data: { ...state, lastSuccessAt: new Date(), lastError: null },
    });
    await this.leases.release(claim.lease, tx);
  }

  /** Records the failure and gives the lease back, if it is still this sync's. */
  async failed(claim: SyncClaim, error: string): Promise<void> {
    await this.prisma.$transaction(async (tx) => {
      if (!(await this.leases.isHeld(tx, claim.lease))) return;
      await tx.syncState.update({
        where: { name: claim.state.name },
        data: { lastFailureAt: new Date(), lastError: error.slice(0, MAX_ERROR_LENGTH) },
      });
      await this.leases.release(claim.lease, tx);
    });
  }

  all(): Promise<SyncState[]> {
    return this.prisma.syncState.findMany();
  }
}
