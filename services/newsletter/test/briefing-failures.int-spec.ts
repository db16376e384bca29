import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { createTestDatabase, startPrivateNats, type TestDatabase } from '@mc/runtime/testing';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { SMTPServer } from 'smtp-server';
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

/** A mail server that refuses some mailboxes: `gone…` for good (550), `full…` for now (452), until told otherwise. */
function refusingSmtpServer() {
  const accepted: string[] = [];
  const refusals = new Map<string, number>();
  let fullMailboxesRecover = false;
  const server = new SMTPServer({
    logger: false,
    authOptional: true,
    disableReverseLookup: true,
    disabledCommands: ['STARTTLS'],
    // The service has closed its pool by then: nothing to wait for at the end of the test.
    closeTimeout: 100,
    onRcptTo({ address }, _session, callback) {
      refusals.set(address, (refusals.get(address) ?? 0) + 1);
      if (address.startsWith('gone')) return callback(Object.assign(new Error('5.1.1 No such mailbox'), { responseCode: 550 }));
      if (address.startsWith('full') && !fullMailboxesRecover)
        return callback(Object.assign(new Error('4.2.2 Mailbox full, try later'), { responseCode: 452 }));
      refusals.set(address, (refusals.get(address) ?? 1) - 1);
      callback();
    },
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        accepted.push(...session.envelope.rcptTo.map((recipient) => recipient.address));
        callback();
      });
    },
  });
  return {
    server,
    accepted,
    refusals,
    recover: () => (fullMailboxesRecover = true),
  };
}

/** Addresses a mail server refuses: retried with backoff, then marked, never holding up the others. */
describe('briefing deliveries that fail', () => {
  let database: TestDatabase;
  let nats: Awaited<ReturnType<typeof startPrivateNats>>;
  let smtp: ReturnType<typeof refusingSmtpServer>;
  let config: NewsletterEnv;
  let db: PrismaService;
  let app: NestFastifyApplication;
  const firstSlot = Math.floor(Date.now() / 60_000) * 60_000;

  beforeAll(async () => {
    database = await createTestDatabase(PRISMA_DIR, 'newsletter');
    nats = await startPrivateNats(24286);
    smtp = refusingSmtpServer();
    smtp.server.listen(0, '127.0.0.1');
    await once(smtp.server.server, 'listening');
    config = newsletterConfig({
      DATABASE_URL: database.url,
      NATS_URL: nats.url,
      SMTP_URL: `smtp://127.0.0.1:${(smtp.server.server.address() as AddressInfo).port}`,
      QUEUE_PREFIX: uniqueQueuePrefix('newsletter-failures'),
      BRIEFING_RETRY_MS: 200,
    });
    db = new PrismaService(config);
    app = await startNewsletter(config);
  }, 30_000);

  afterAll(async () => {
    await app?.close();
    await db?.$disconnect();
    await new Promise<void>((resolve) => (smtp ? smtp.server.close(() => resolve()) : resolve()));
    await nats?.stop();
    await database?.drop();
    await deleteQueueKeys(config.QUEUE_PREFIX);
  }, 30_000);

  const delivery = (slot: Date, email: string) =>
    db.briefingDelivery.findFirst({ where: { briefingFor: slot, subscriber: { email } } });
  const finished = (slot: Date) =>
    eventually(
      'the briefing to finish',
      async () => (await db.briefing.findUnique({ where: { scheduledFor: slot } }))?.finishedAt ?? undefined,
      60_000,
    );

  it('marks a refused mailbox at once, retries a full one five times with backoff, and sends the rest', async () => {
    const readers = await seedSubscribers(db, 'reader', 5);
    await seedSubscribers(db, 'gone', 1);
    await seedSubscribers(db, 'full', 1);
    const slot = new Date(firstSlot - 60_000);

    await enqueueBriefing(config, slot);
    await finished(slot);

    expect(smtp.accepted.sort()).toEqual(readers.sort());
    expect(await delivery(slot, 'gone1@example.com')).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: expect.stringContaining('No such mailbox'),
    });
    const full = await delivery(slot, 'full1@example.com');
    expect(full).toMatchObject({ status: 'failed', attempts: 5, lastError: expect.stringContaining('Mailbox full') });
    expect(smtp.refusals.get('full1@example.com')).toBe(5);
    // Backoff: 200, 400, 800 and 1600 ms between the five attempts.
    const briefing = await db.briefing.findUnique({ where: { scheduledFor: slot } });
    expect(briefing!.finishedAt!.getTime() - briefing!.createdAt.getTime()).toBeGreaterThanOrEqual(3_000);
    expect(await db.briefingDelivery.count({ where: { briefingFor: slot, status: 'sent' } })).toBe(readers.length);
  }, 60_000);

  it('sends to a mailbox that recovers between attempts', async () => {
    await db.subscriber.deleteMany({ where: { email: { startsWith: 'gone' } } });
    const slot = new Date(firstSlot - 120_000);
    smtp.accepted.length = 0;

    await enqueueBriefing(config, slot);
    await eventually('a first refusal', async () => ((await delivery(slot, 'full1@example.com'))?.lastError ? true : undefined));
    smtp.recover();
    await finished(slot);

    expect(await delivery(slot, 'full1@example.com')).toMatchObject({ status: 'sent', lastError: null });
    expect(smtp.accepted.filter((address) => address === 'full1@example.com')).toHaveLength(1);
  }, 60_000);
});
