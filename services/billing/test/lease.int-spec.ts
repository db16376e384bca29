import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { LeaseBusyError } from '@mc/runtime';
import { createTestDatabase, until, type TestDatabase } from '@mc/runtime/testing';
import pg from 'pg';
import { LeaseService } from '../src/leases/lease.service.js';
import { PrismaService } from '../src/prisma/prisma.service.js';

let db: TestDatabase;
let prisma: PrismaService;
let sql: pg.Pool;
let leases: LeaseService;

beforeAll(async () => {
  db = await createTestDatabase(fileURLToPath(new URL('../prisma', import.meta.url)), 'billing_leases');
  prisma = new PrismaService({ DATABASE_URL: db.url } as ConstructorParameters<typeof PrismaService>[0]);
  sql = new pg.Pool({ connectionString: db.url, max: 2 });
  leases = new LeaseService(prisma);
});

afterAll(async () => {
  await prisma?.$disconnect();
  await sql?.end();
  await db?.drop();
});

const heldBySomeoneElse = (key: string, expiresIn: string) =>
  sql.query(`INSERT INTO leases (key, holder, expires_at) VALUES ($1, gen_random_uuid(), now() + $2::interval)`, [
    key,
    expiresIn,
  ]);

describe('LeaseService', () => {
  it('runs the holders of one key one after the other, and other keys beside them', async () => {
    const log: string[] = [];
    const work = (name: string) => async () => {
      log.push(`${name} starts`);
      await sleep(100);
      log.push(`${name} ends`);
    };
    await Promise.all([leases.hold('subscribe:1', work('a')), leases.hold('subscribe:1', work('b'))]);
    expect(log).toHaveLength(4);
    expect(log[1]).toBe(log[0].replace('starts', 'ends'));

    // Each holder of another key waits until both are inside: were the keys one claim, the second
    // would wait for the first in vain and give up after `waitMs`.
    let inside = 0;
    let bothInside!: () => void;
    const together = new Promise<void>((resolve) => (bothInside = resolve));
    const meet = async () => {
      if (++inside === 2) bothInside();
      await together;
    };
    const timing = { ttlMs: 30_000, waitMs: 1_000 };
    await expect(
      Promise.all([leases.hold('subscribe:2', meet, timing), leases.hold('subscribe:3', meet, timing)]),
    ).resolves.toHaveLength(2);
  });

  it('gives the claim back when the work is done or fails', async () => {
    await expect(leases.hold('subscribe:4', () => Promise.reject(new Error('Stripe said no')))).rejects.toThrow('Stripe said no');
    expect((await sql.query("SELECT count(*)::int AS n FROM leases WHERE key LIKE 'subscribe:%'")).rows[0].n).toBe(0);
  });

  it('takes over the claim of a holder that crashed once it has expired', async () => {
    await heldBySomeoneElse('subscribe:5', '-1 second');
    await expect(leases.hold('subscribe:5', async () => 'done')).resolves.toBe('done');
  });

  it('gives up with LeaseBusyError while another holder keeps the claim', async () => {
    await heldBySomeoneElse('subscribe:6', '1 minute');
    await expect(leases.hold('subscribe:6', async () => 'done', { ttlMs: 30_000, waitMs: 200 })).rejects.toBeInstanceOf(
      LeaseBusyError,
    );
  });

  it('keeps the claim of a holder that is still working past the time to live', async () => {
    // Expiry is the database's clock, which fake timers cannot move: the test waits for facts
    // instead (the claim is past its first expiry, and a renewal has moved it well ahead). Renewals
    // come every second; only one more than two seconds late under load could lose the claim.
    const timing = { ttlMs: 3_000, waitMs: 0 };
    let started!: () => void;
    const inside = new Promise<void>((resolve) => (started = resolve));
    let finish!: () => void;
    const finished = new Promise<void>((resolve) => (finish = resolve));
    const long = leases.hold(
      'subscribe:7',
      async () => {
        started();
        await finished;
      },
      timing,
    );
    await inside;
    const { first } = (await sql.query("SELECT expires_at AS first FROM leases WHERE key = 'subscribe:7'")).rows[0];
    await until('the claim renewed past its first expiry', async () => {
      const { rows } = await sql.query(
        `SELECT now() > $1 AND expires_at > now() + interval '1500 milliseconds' AS renewed FROM leases WHERE key = 'subscribe:7'`,
        [first],
      );
      return rows[0]?.renewed === true;
    });
    await expect(leases.hold('subscribe:7', async () => 'too early', timing)).rejects.toBeInstanceOf(LeaseBusyError);
    finish();
    await long;
    await expect(leases.hold('subscribe:7', async () => 'after', timing)).resolves.toBe('after');
  });
});
