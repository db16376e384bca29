import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Logger } from '@nestjs/common';
import type { SqlExecutor } from '../outbox/sql-executor.js';

/** A claim on one key: who holds it, and the generation that fences out every earlier holder. */
export interface LeaseClaim {
  key: string;
  holder: string;
  /** Grows with every claim of any key (one database sequence): a later claim always has a higher one. */
  generation: number;
}

export interface LeaseTiming {
  /** A claim nobody renews lapses after this: a crashed holder blocks the work no longer. */
  ttlMs: number;
  /** How long `hold` waits for another holder before giving up with LeaseBusyError. */
  waitMs: number;
}

/** Another holder kept the claim longer than the wait allows. */
export class LeaseBusyError extends Error {
  override readonly name = 'LeaseBusyError';
}

/**
 * One holder at a time for a piece of work, across replicas, in the runtime's `leases` table
 * (runtime-migrations.ts). Times are the database's clock, so replicas' clocks do not matter, and
 * each statement is short: no connection or transaction stays open while the work runs (a
 * transaction-scoped advisory lock pins one pooled connection per waiting caller).
 *
 * Fencing: each claim gets a new generation. A holder that stalled past its expiry may find its
 * key taken by a newer generation; `renew` then answers false, and `isHeld`, asked inside the
 * transaction that stores the work's result, answers false and locks the row until that
 * transaction ends, so a late holder stores nothing and a newer one cannot take over mid-store.
 */
export class Leases {
  private readonly logger = new Logger(Leases.name);

  constructor(private readonly db: SqlExecutor) {}

  /** Takes `key` for `ttlMs` when nobody holds it or the last claim lapsed; undefined while it is held. */
  async claim(key: string, ttlMs: number): Promise<LeaseClaim | undefined> {
    const holder = randomUUID();
    const rows = await this.db.$queryRawUnsafe<{ generation: string | bigint }[]>(
      `INSERT INTO leases (key, holder, generation, expires_at)
       VALUES ($1, $2::uuid, nextval('lease_generations'), now() + $3::int * interval '1 millisecond')
       ON CONFLICT (key) DO UPDATE
         SET holder = EXCLUDED.holder, generation = EXCLUDED.generation, expires_at = EXCLUDED.expires_at
         WHERE leases.expires_at <= now()
       RETURNING generation`,
      key,
      holder,
      Math.round(ttlMs),
    );
    return rows.length ? { key, holder, generation: Number(rows[0].generation) } : undefined;
  }

  /** Extends the claim by `ttlMs` from now; false when a newer claim has taken the key. */
  async renew(claim: LeaseClaim, ttlMs: number): Promise<boolean> {
    const renewed = await this.db.$executeRawUnsafe(
      `UPDATE leases SET expires_at = now() + $3::int * interval '1 millisecond' WHERE key = $1 AND generation = $2::bigint`,
      claim.key,
      claim.generation,
      Math.round(ttlMs),
    );
    return renewed === 1;
  }

  /**
   * Inside the transaction `tx` that stores the work's result: true while the claim is still this
   * generation's. Locks the row, so no newer claim can take the key before `tx` ends.
   */
  async isHeld(tx: SqlExecutor, claim: LeaseClaim): Promise<boolean> {
    const rows = await tx.$queryRawUnsafe<unknown[]>(
      'SELECT 1 FROM leases WHERE key = $1 AND generation = $2::bigint FOR UPDATE',
      claim.key,
      claim.generation,
    );
    return rows.length === 1;
  }

  /** Gives the key back (in `tx` when given, e.g. the transaction that stored the result); nothing when a newer claim has it. */
  async release(claim: LeaseClaim, tx: SqlExecutor = this.db): Promise<void> {
    await tx.$executeRawUnsafe('DELETE FROM leases WHERE key = $1 AND generation = $2::bigint', claim.key, claim.generation);
  }

  /**
   * Runs `work` as the only holder of `key`: waits up to `waitMs` for the key (LeaseBusyError
   * after that), renews the claim every third of `ttlMs` while the work runs, so only a holder that
   * stopped running loses it, and gives it back when the work ends, however it ends.
   */
  async hold<T>(key: string, timing: LeaseTiming, work: (claim: LeaseClaim) => Promise<T>): Promise<T> {
    const claim = await this.acquire(key, timing);
    let working = true;
    const renewal = setInterval(() => void this.keep(claim, timing.ttlMs, () => working), timing.ttlMs / 3);
    try {
      return await work(claim);
    } finally {
      working = false;
      clearInterval(renewal);
      await this.release(claim).catch((error: Error) =>
        // The work is done and its answer stands; the claim lapses by itself at its expiry.
        this.logger.warn(`could not release the lease ${key}: ${error.message}`),
      );
    }
  }

  private async acquire(key: string, timing: LeaseTiming): Promise<LeaseClaim> {
    const deadline = Date.now() + timing.waitMs;
    for (let attempt = 0; ; attempt++) {
      const claim = await this.claim(key, timing.ttlMs);
      if (claim) return claim;
      if (Date.now() >= deadline) throw new LeaseBusyError(`${key} is still held by another holder`);
      // Most holders finish within a few round trips: ask often at first, then less.
      await sleep(Math.min(250, 10 * 2 ** attempt));
    }
  }

  /** One renewal; `working` is false once the work ended (a renewal still under way then finds the claim released). */
  private async keep(claim: LeaseClaim, ttlMs: number, working: () => boolean): Promise<void> {
    try {
      if (!(await this.renew(claim, ttlMs)) && working())
        this.logger.error(`lost the lease ${claim.key}: the work ran past its expiry unrenewed and another holder took it`);
    } catch (error) {
      // The next renewal tries again; the claim holds until it expires.
      this.logger.warn(`could not renew the lease ${claim.key}: ${(error as Error).message}`);
    }
  }
}
