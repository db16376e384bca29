import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { LeaseBusyError, Leases, type LeaseClaim } from '../src/lease/lease.js';
import { dropDatabase, ensureDatabaseExists } from '../src/prisma/create-database.js';
import { applyRuntimeMigrations } from '../src/prisma/runtime-migrations.js';
import { pgTransactionRunner } from '../src/testing/pg-transaction-runner.js';
import { until } from '../src/testing/poll.js';

describe('Leases (PostgreSQL)', () => {
  const databaseUrl = `postgresql://postgres@127.0.0.1:5432/test_runtime_lease_${randomBytes(4).toString('hex')}`;
  let pool: pg.Pool;
  let leases: Leases;
  const db = () => pgTransactionRunner(pool);

  const expiresAt = async (key: string): Promise<Date | undefined> =>
    (await pool.query('SELECT expires_at FROM leases WHERE key = $1', [key])).rows[0]?.expires_at;
  /** Waits on the database's clock (the lease's) until the claim of `key` has run out. */
  const lapsed = (key: string) =>
    until(`the claim of ${key} to lapse`, async () => {
      const { rows } = await pool.query('SELECT expires_at <= now() AS lapsed FROM leases WHERE key = $1', [key]);
      return rows[0]?.lapsed === true;
    });

  beforeAll(async () => {
    await ensureDatabaseExists(databaseUrl);
    await applyRuntimeMigrations(databaseUrl);
    pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
    leases = new Leases(db());
  });

  afterAll(async () => {
    await pool?.end();
    await dropDatabase(databaseUrl);
  });

  it('gives a key to one claimant at a time, each claim a higher generation, even after a release', async () => {
    const first = await leases.claim('work:1', 30_000);
    expect(first).toMatchObject({ key: 'work:1', generation: expect.any(Number) });
    expect(await leases.claim('work:1', 30_000)).toBeUndefined();
    // Another key is not held up by it.
    const other = await leases.claim('work:2', 30_000);
    expect(other!.generation).toBeGreaterThan(first!.generation);

    await leases.release(first!);
    const second = await leases.claim('work:1', 30_000);
    expect(second!.generation).toBeGreaterThan(other!.generation);
  });

  it('renews a claim from the database clock, keeping its generation', async () => {
    const claim = (await leases.claim('work:3', 1_000))!;
    const before = (await expiresAt('work:3'))!;
    expect(await leases.renew(claim, 60_000)).toBe(true);
    expect((await expiresAt('work:3'))!.getTime()).toBeGreaterThan(before.getTime() + 50_000);
    expect(await leases.claim('work:3', 1_000)).toBeUndefined();
    await db().$transaction(async (tx) => expect(await leases.isHeld(tx, claim)).toBe(true));
  });

  it('lets a new claimant take over a lapsed claim, and fences the late holder out', async () => {
    const late = (await leases.claim('work:4', 50))!;
    await lapsed('work:4');
    const taker = (await leases.claim('work:4', 30_000))!;
    expect(taker.generation).toBeGreaterThan(late.generation);

    // The late holder can no longer renew, store under, or give back the newer claim.
    expect(await leases.renew(late, 30_000)).toBe(false);
    await db().$transaction(async (tx) => expect(await leases.isHeld(tx, late)).toBe(false));
    await leases.release(late);
    expect(await leases.claim('work:4', 30_000)).toBeUndefined();
    await db().$transaction(async (tx) => expect(await leases.isHeld(tx, taker)).toBe(true));
  });

  it('releases inside the transaction that stores the result, and not when it rolls back', async () => {
    const claim = (await leases.claim('work:5', 30_000))!;
    await expect(
      db().$transaction(async (tx) => {
        await leases.release(claim, tx);
        throw new Error('the store failed');
      }),
    ).rejects.toThrow('the store failed');
    expect(await leases.claim('work:5', 30_000)).toBeUndefined();
    await db().$transaction((tx) => leases.release(claim, tx));
    expect(await leases.claim('work:5', 30_000)).toBeDefined();
  });

  it('holds a key for the work, one holder after another, and gives it back however the work ends', async () => {
    const timing = { ttlMs: 30_000, waitMs: 10_000 };
    const seen: LeaseClaim[] = [];
    const log: string[] = [];
    const work = (name: string) => async (claim: LeaseClaim) => {
      seen.push(claim);
      log.push(`${name} starts`);
      await new Promise((resolve) => setImmediate(resolve));
      log.push(`${name} ends`);
    };
    await Promise.all([leases.hold('work:6', timing, work('a')), leases.hold('work:6', timing, work('b'))]);
    expect(log[1]).toBe(log[0].replace('starts', 'ends'));
    expect(seen[1].generation).toBeGreaterThan(seen[0].generation);

    await expect(leases.hold('work:6', timing, () => Promise.reject(new Error('failed')))).rejects.toThrow('failed');
    expect(await expiresAt('work:6')).toBeUndefined();
  });

  it('gives up with LeaseBusyError while another holder keeps the key', async () => {
    await leases.claim('work:7', 60_000);
    await expect(leases.hold('work:7', { ttlMs: 30_000, waitMs: 100 }, async () => 'done')).rejects.toBeInstanceOf(
      LeaseBusyError,
    );
  });

  it('renews while the work runs past the time to live', async () => {
    const timing = { ttlMs: 3_000, waitMs: 0 };
    let finish!: () => void;
    const finished = new Promise<void>((resolve) => (finish = resolve));
    let first: Date | undefined;
    const long = leases.hold('work:8', timing, async () => {
      first = await expiresAt('work:8');
      await finished;
    });
    await until('the work to start', async () => first !== undefined);
    // Past the first expiry, and renewed well ahead of now: a renewal kept the claim.
    await until('the claim renewed past its first expiry', async () => {
      const { rows } = await pool.query(
        `SELECT now() > $1 AND expires_at > now() + interval '1500 milliseconds' AS renewed FROM leases WHERE key = 'work:8'`,
        [first],
      );
      return rows[0]?.renewed === true;
    });
    await expect(leases.hold('work:8', timing, async () => 'too early')).rejects.toBeInstanceOf(LeaseBusyError);
    finish();
    await long;
    await expect(leases.hold('work:8', timing, async () => 'after')).resolves.toBe('after');
  });
});
