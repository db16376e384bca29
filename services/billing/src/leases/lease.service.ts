import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Injectable, Logger } from '@nestjs/common';
import { PrismaService } from '../prisma/prisma.service.js';

export interface LeaseTiming {
  /** A claim nobody renews lapses after this: a crashed holder blocks the work no longer. */
  ttlMs: number;
  /** How long to wait for another holder before giving up with LeaseBusyError. */
  waitMs: number;
}

/**
 * Stripe calls may take up to STRIPE_TIMEOUT_MS each (and retries); the holder renews every
 * third of the TTL, so only a holder that stopped running loses its claim. Waiting stays below
 * the bff's 30 s billing deadline so the caller hears 503 from billing rather than a timeout.
 */
export const DEFAULT_LEASE_TIMING: LeaseTiming = { ttlMs: 30_000, waitMs: 20_000 };

/** Another holder kept the claim longer than the wait allows. */
export class LeaseBusyError extends Error {
  override readonly name = 'LeaseBusyError';
}

/**
 * One holder at a time for a piece of work that calls Stripe, without keeping a database
 * connection (let alone a transaction) open while Stripe answers: the claim is a row taken,
 * renewed and given back in single short statements. A transaction-scoped advisory lock would
 * pin one pooled connection per waiting request, and a pool of ten ran dry at ten subscribes.
 */
@Injectable()
export class LeaseService {
  private readonly logger = new Logger(LeaseService.name);

  constructor(private readonly prisma: PrismaService) {}

  async hold<T>(key: string, work: () => Promise<T>, timing: LeaseTiming = DEFAULT_LEASE_TIMING): Promise<T> {
    const holder = randomUUID();
    await this.acquire(key, holder, timing);
    const renewal = setInterval(() => void this.renew(key, holder, timing.ttlMs), timing.ttlMs / 3);
    try {
      return await work();
    } finally {
      clearInterval(renewal);
      await this.release(key, holder);
    }
  }

  private async acquire(key: string, holder: string, timing: LeaseTiming): Promise<void> {
    const deadline = Date.now() + timing.waitMs;
    for (let attempt = 0; !(await this.claim(key, holder, timing.ttlMs)); attempt++) {
      if (Date.now() >= deadline) throw new LeaseBusyError(`${key} is still held by another request`);
      // Most holders finish within a few Stripe round trips: ask often at first, then less.
      await sleep(Math.min(250, 10 * 2 ** attempt));
    }
  }

  /** Takes the claim when nobody holds it or the last holder's claim lapsed; false while it is held. */
  private async claim(key: string, holder: string, ttlMs: number): Promise<boolean> {
    const claimed = await this.prisma.$executeRaw`
      INSERT INTO leases (key, holder, expires_at)
      VALUES (${key}, ${holder}::uuid, now() + ${ttlMs}::int * interval '1 millisecond')
      ON CONFLICT (key) DO UPDATE SET holder = EXCLUDED.holder, expires_at = EXCLUDED.expires_at
      WHERE leases.expires_at <= now()`;
    return claimed === 1;
  }

  private async renew(key: string, holder: string, ttlMs: number): Promise<void> {
    try {
      const renewed = await this.prisma.$executeRaw`
        UPDATE leases SET expires_at = now() + ${ttlMs}::int * interval '1 millisecond'
        WHERE key = ${key} AND holder = ${holder}::uuid`;
      if (renewed === 0) this.logger.error(`lost the lease ${key}: the work ran past its expiry unrenewed`);
    } catch (error) {
      // The next renewal tries again; the claim holds until it expires.
      this.logger.warn(`could not renew the lease ${key}: ${(error as Error).message}`);
    }
  }

  private async release(key: string, holder: string): Promise<void> {
    try {
      await this.prisma.$executeRaw`DELETE FROM leases WHERE key = ${key} AND holder = ${holder}::uuid`;
    } catch (error) {
      // The work is done and its answer stands; the claim lapses by itself at its expiry.
      this.logger.warn(`could not release the lease ${key}: ${(error as Error).message}`);
    }
  }
}
