import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createTestDatabase, startPrivateNats, type TestDatabase } from '@mc/runtime/testing';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { listMail } from '../../../test/emulators/mail/mail-client.js';
import { startMailEmulator, type RunningMailEmulator } from '../../../test/emulators/mail/mail-emulator.js';
import { enqueueBriefing } from '../src/briefing/manual-briefing.js';
import type { NewsletterEnv } from '../src/config/env.js';
import { PrismaService } from '../src/prisma/prisma.service.js';
import {
  deleteQueueKeys,
  eventually,
  newsletterConfig,
  PRISMA_DIR,
  startNewsletter,
  uniqueQueuePrefix,
} from './newsletter-harness.js';
import { seedSubscribers } from './seed-subscribers.js';

const BUILT_SERVICE = fileURLToPath(new URL('../dist/main.js', import.meta.url));

/** The built service in a process of its own, so that it can be killed like a crashed pod. */
function startProcess(config: NewsletterEnv): ChildProcess {
  if (!existsSync(BUILT_SERVICE)) throw new Error(`${BUILT_SERVICE} is missing: build first (node scripts/build.mjs --backend)`);
  const env = Object.fromEntries(Object.entries(config).map(([name, value]) => [name, String(value)]));
  return spawn(process.execPath, [BUILT_SERVICE], { env: { ...process.env, ...env, LOG_LEVEL: 'warn' }, stdio: 'ignore' });
}

/**
 * A worker killed with SIGKILL half-way through a briefing: the next one sends to everyone not yet
 * reached. Only the mails in flight at the kill can go out twice, and then under one Message-ID.
 */
describe('a briefing whose worker crashes half-way', () => {
  let database: TestDatabase;
  let nats: Awaited<ReturnType<typeof startPrivateNats>>;
  let mail: RunningMailEmulator;
  let config: NewsletterEnv;
  let db: PrismaService;
  let crashed: ChildProcess | undefined;
  let replica: NestFastifyApplication | undefined;

  beforeAll(async () => {
    database = await createTestDatabase(PRISMA_DIR, 'newsletter');
    nats = await startPrivateNats(24287);
    mail = await startMailEmulator({ smtpPort: 0, httpPort: 0, capacity: 10_000 });
    config = newsletterConfig({
      DATABASE_URL: database.url,
      NATS_URL: nats.url,
      SMTP_URL: `smtp://127.0.0.1:${mail.smtpPort}`,
      QUEUE_PREFIX: uniqueQueuePrefix('newsletter-crash'),
    });
    db = new PrismaService(config);
  }, 30_000);

  afterAll(async () => {
    crashed?.kill('SIGKILL');
    await replica?.close();
    await db?.$disconnect();
    await mail?.close();
    await nats?.stop();
    await database?.drop();
    await deleteQueueKeys(config.QUEUE_PREFIX);
  }, 30_000);

  it('reaches every subscriber after a restart, each with one Message-ID', async () => {
    const readers = await seedSubscribers(db, 'reader', 800);
    const slot = new Date(Math.floor(Date.now() / 60_000) * 60_000);
    const sent = () => db.briefingDelivery.count({ where: { briefingFor: slot, status: 'sent' } });

    crashed = startProcess(config);
    await enqueueBriefing(config, slot);
    await eventually(
      'a quarter of the briefing sent',
      async () => ((await sent()) >= readers.length / 4 ? true : undefined),
      120_000,
    );
    crashed.kill('SIGKILL');
    await new Promise((resolve) => crashed!.once('exit', resolve));
    const sentAtCrash = await sent();
    expect(sentAtCrash).toBeLessThan(readers.length);

    replica = await startNewsletter(config);
    await eventually(
      'the briefing to finish',
      async () => (await db.briefing.findUnique({ where: { scheduledFor: slot } }))?.finishedAt ?? undefined,
      120_000,
    );

    const messages = (await listMail(mail.httpUrl)).filter((message) =>
      message.MessageID.startsWith(`briefing-${slot.getTime()}-`),
    );
    const idsByReader = new Map<string, Set<string>>();
    const copiesByReader = new Map<string, number>();
    for (const message of messages) {
      const reader = message.To[0].Address;
      idsByReader.set(reader, (idsByReader.get(reader) ?? new Set()).add(message.MessageID));
      copiesByReader.set(reader, (copiesByReader.get(reader) ?? 0) + 1);
    }
    expect([...idsByReader.keys()].sort()).toEqual([...readers].sort());
    expect([...idsByReader.values()].every((ids) => ids.size === 1)).toBe(true);
    const sentTwice = [...copiesByReader.values()].filter((copies) => copies > 1).length;
    expect(sentTwice).toBeLessThanOrEqual(config.BRIEFING_CONCURRENCY);
    expect(await sent()).toBe(readers.length);
  }, 300_000);
});
