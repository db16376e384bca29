import { Injectable } from '@nestjs/common';
import { Leases, type LeaseTiming } from '@mc/runtime';
import { PrismaService } from '../prisma/prisma.service.js';

/**
 * Stripe calls may take up to STRIPE_TIMEOUT_MS each (and retries); the runtime's lease renews
 * every third of the TTL, so only a holder that stopped running loses its claim. Waiting stays
 * below the bff's 30 s billing deadline so the caller hears 503 from billing rather than a timeout.
 */
export const DEFAULT_LEASE_TIMING: LeaseTiming = { ttlMs: 30_000, waitMs: 20_000 };

/**
 * One holder at a time for a piece of work that calls Stripe (`subscribe:<user id>`,
 * `subscription:<Stripe id>`): the runtime's lease (lease/lease.ts) on billing's database, with
 * billing's timing. No connection stays open while Stripe answers: a pool of ten ran dry at ten
 * subscribes when each waiter held an advisory lock.
 */
@Injectable()
export class LeaseService {
  private readonly leases: Leases;

  constructor(prisma: PrismaService) {
    this.leases = new Leases(prisma);
  }

  hold<T>(key: string, work: () => Promise<T>, timing: LeaseTiming = DEFAULT_LEASE_TIMING): Promise<T> {
    return this.leases.hold(key, timing, work);
  }
}
