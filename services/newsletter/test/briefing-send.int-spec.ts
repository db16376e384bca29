import { AccountChange, Events, UnsubscribeOutcome, NewsletterService } from '@mc/proto';
import { connectJetStream, durableConsumerName } from '@mc/runtime';
import { addDays, dayIn } from '@mc/market-time';
import { createTestDatabase, publishEvent, startPrivateNats, untilAcknowledged, type TestDatabase } from '@mc/runtime/testing';
import type { INestMicroservice } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { listMail, mailHeaders, type MailpitSummary, readMail } from '../../../test/emulators/mail/mail-client.js';
import { startMailEmulator, type RunningMailEmulator } from '../../../test/emulators/mail/mail-emulator.js';
import { weekCovered } from '../src/briefing/briefing-schedule.js';
import { catalyst, watchListPost, WEEK_OF_JUNE_8 } from '../src/briefing/briefing-week.fixture.js';
import { BriefingsRepository } from '../src/briefing/briefings.repository.js';
import { DeliveryService } from '../src/briefing/delivery.service.js';
import { enqueueBriefing } from '../src/briefing/manual-briefing.js';
import type { NewsletterEnv } from '../src/config/env.js';
import { PrismaService } from '../src/prisma/prisma.service.js';
import { fakeSources, startFakeSources } from './fake-sources.js';
import {
  ContractClient,
  deleteQueueKeys,
  eventually,
  linkToken,
  newsletterConfig,
  PRISMA_DIR,
  startNewsletter,
  uniqueQueuePrefix,
} from './newsletter-harness.js';
import { seedSubscribers } from './seed-subscribers.js';

const NEW_YORK = 'America/New_York';

/** The weekly briefing on real PostgreSQL, Redis and NATS, mailed to the mail emulator. */
describe('the weekly briefing', () => {
  let database: TestDatabase;
  let nats: Awaited<ReturnType<typeof startPrivateNats>>;
  let mail: RunningMailEmulator;
  let sources: INestMicroservice | undefined;
  let config: NewsletterEnv;
  let db: PrismaService;
  let client: ContractClient;
  const replicas: NestFastifyApplication[] = [];
  // Each test sends its own briefing: a slot a minute apart from the others, all within the last hour.
  const firstSlot = Math.floor(Date.now() / 60_000) * 60_000;
  let slotCount = 0;
  const nextSlot = () => new Date(firstSlot - ++slotCount * 60_000);

  beforeAll(async () => {
    database = await createTestDatabase(PRISMA_DIR, 'newsletter');
    nats = await startPrivateNats(24285);
    mail = await startMailEmulator({ smtpPort: 0, httpPort: 0, capacity: 50_000 });
    sources = await startFakeSources(nats.url);
    config = newsletterConfig({
      DATABASE_URL: database.url,
      NATS_URL: nats.url,
      SMTP_URL: `smtp://127.0.0.1:${mail.smtpPort}`,
      QUEUE_PREFIX: uniqueQueuePrefix('newsletter-briefing'),
    });
    db = new PrismaService(config);
    client = new ContractClient(nats.url);
    replicas.push(await startNewsletter(config));
  }, 30_000);

  afterAll(async () => {
    for (const replica of replicas) await replica.close();
    await client?.close();
    await sources?.close();
    await db?.$disconnect();
    await mail?.close();
    await nats?.stop();
    await database?.drop();
    await deleteQueueKeys(config.QUEUE_PREFIX);
  }, 30_000);

  const briefingMails = async (slot: Date) =>
    (await listMail(mail.httpUrl)).filter((message) => message.MessageID.startsWith(`briefing-${slot.getTime()}-`));
  const byRecipient = (messages: MailpitSummary[]) => {
    const counts = new Map<string, number>();
    for (const message of messages) for (const to of message.To) counts.set(to.Address, (counts.get(to.Address) ?? 0) + 1);
    return counts;
  };
  const deliveries = (slot: Date, status?: 'sent' | 'pending' | 'failed' | 'skipped') =>
    db.briefingDelivery.count({ where: { briefingFor: slot, ...(status ? { status } : {}) } });
  const finished = (slot: Date) =>
    eventually(
      `the briefing of ${slot.toISOString()} to finish`,
      async () => (await db.briefing.findUnique({ where: { scheduledFor: slot } }))?.finishedAt ?? undefined,
      60_000,
    );

  it('mails every confirmed subscriber one briefing, from the catalysts and content services, with their own unsubscribe link', async () => {
    const readers = await seedSubscribers(db, 'reader', 40);
    await db.subscriber.create({ data: { email: 'pending@example.com', status: 'pending', requestedAt: new Date() } });
    const slot = nextSlot();
    const sendDay = dayIn(slot, NEW_YORK);
    fakeSources.catalysts = WEEK_OF_JUNE_8;
    fakeSources.catalystCount = 12;
    fakeSources.posts = [
      watchListPost({
        slug: 'setups-into-cpi',
        published: addDays(sendDay, -2),
        list: 'weekly',
        title: 'Five setups into CPI week',
      }),
      watchListPost({ slug: 'last-month', published: addDays(sendDay, -20), list: 'stock', title: 'An older list' }),
    ];

    await enqueueBriefing(config, slot);
    await finished(slot);

    const messages = await briefingMails(slot);
    expect(messages).toHaveLength(readers.length);
    expect([...byRecipient(messages).keys()].sort()).toEqual([...readers].sort());
    expect(await deliveries(slot, 'sent')).toBe(readers.length);
    expect(await db.briefing.findUnique({ where: { scheduledFor: slot } })).toMatchObject({ recipientCount: readers.length });

    // The catalysts asked for are the week's, important ones, in the briefing's zone.
    const week = weekCovered(slot, NEW_YORK);
    expect(fakeSources.catalystQueries.at(-1)).toMatchObject({
      dateFrom: week.from,
      dateTo: week.to,
      timeZone: NEW_YORK,
      importanceMin: 3,
      ordering: 'importance',
    });
    expect(fakeSources.contentQueries.at(-1)).toMatchObject({ kinds: ['watch-list'] });

    const [first, second] = messages;
    const body = await readMail(mail.httpUrl, first.ID);
    expect(first.Subject).toMatch(/^Market Catalysts weekly briefing: /);
    expect(body.Text).toContain(
      'Earnings after the close\n  - ORCL · Oracle Corporation: Q4 2026 earnings · 16:05 EDT · importance 5/5',
    );
    expect(body.Text).toContain('https://marketcatalysts.test/company/ORCL');
    expect(body.Text).toContain('These are the 5 most important of 12.');
    expect(body.Text).toContain('Five setups into CPI week');
    expect(body.Text).not.toContain('An older list');
    expect(body.HTML).toContain('href="https://marketcatalysts.test/weekly-watch-list/setups-into-cpi"');

    const [firstHeaders, secondHeaders] = await Promise.all([
      mailHeaders(mail.httpUrl, first.ID),
      mailHeaders(mail.httpUrl, second.ID),
    ]);
    expect(firstHeaders['List-Unsubscribe-Post']).toEqual(['List-Unsubscribe=One-Click']);
    expect(firstHeaders['List-Unsubscribe']).not.toEqual(secondHeaders['List-Unsubscribe']);
    const token = linkToken(body.Text, 'unsubscribe');
    expect(firstHeaders['List-Unsubscribe']).toEqual([`<https://marketcatalysts.test/newsletter/unsubscribe/${token}>`]);

    // The briefing's own link unsubscribes its reader, and only them.
    const reply = await client.call(NewsletterService.method.unsubscribe, { token, oneClick: true });
    expect(reply.outcome).toBe(UnsubscribeOutcome.UNSUBSCRIBED);
    const reader = first.To[0].Address;
    expect((await db.subscriber.findUnique({ where: { email: reader } }))!.status).toBe('unsubscribed');
    expect(await db.subscriber.count({ where: { status: 'confirmed', email: { startsWith: 'reader' } } })).toBe(
      readers.length - 1,
    );
  }, 60_000);

  it('says what it could not read when the catalysts and content services do not answer, and still sends', async () => {
    await sources?.close();
    sources = undefined;
    const slot = nextSlot();

    await enqueueBriefing(config, slot);
    await finished(slot);

    const messages = await briefingMails(slot);
    expect(messages.length).toBe(await db.subscriber.count({ where: { status: 'confirmed' } }));
    const body = await readMail(mail.httpUrl, messages[0].ID);
    expect(body.Text).toContain('The catalyst calendar could not be read in time for this email.');
    expect(body.Text).toContain('The watch lists could not be read in time for this email.');
    sources = await startFakeSources(nats.url);
  }, 60_000);

  it('stopped half-way and restarted, gives every subscriber exactly one briefing', async () => {
    await seedSubscribers(db, 'holder', 800);
    const recipients = await db.subscriber.count({ where: { status: 'confirmed' } });
    const slot = nextSlot();

    await enqueueBriefing(config, slot);
    await eventually(
      'a third of the briefing sent',
      async () => ((await deliveries(slot, 'sent')) >= recipients / 3 ? true : undefined),
      30_000,
    );
    // A deploy: the replica stops; mails in flight finish and are recorded, the rest stay queued.
    await replicas.pop()!.close();
    const sentWhenStopped = await deliveries(slot, 'sent');
    expect(sentWhenStopped).toBeLessThan(recipients);
    expect((await briefingMails(slot)).length).toBe(sentWhenStopped);

    replicas.push(await startNewsletter(config));
    await finished(slot);

    const counts = byRecipient(await briefingMails(slot));
    expect(counts.size).toBe(recipients);
    expect([...counts.values()].every((count) => count === 1)).toBe(true);
    expect(await deliveries(slot, 'sent')).toBe(recipients);
  }, 120_000);

  it('skips an address that unsubscribed after the briefing was prepared', async () => {
    const [reader] = await seedSubscribers(db, 'late-leaver', 1);
    const slot = nextSlot();
    const briefings = replicas[0].get(BriefingsRepository);
    // Prepared (recipients snapshotted), but not yet queued.
    await briefings.create(
      slot,
      {
        scheduledFor: slot.toISOString(),
        timeZone: NEW_YORK,
        week: weekCovered(slot, NEW_YORK),
        catalysts: { state: 'unavailable' },
        watchLists: { state: 'unavailable' },
      },
      'subject',
    );
    const subscriber = await db.subscriber.update({ where: { email: reader }, data: { status: 'unsubscribed' } });

    const outcome = await replicas[0]
      .get(DeliveryService)
      .deliver({ briefingFor: slot.getTime(), subscriberId: subscriber.id }, false);
    expect(outcome).toEqual({ kind: 'skipped' });
    expect(
      await db.briefingDelivery.findUnique({
        where: { briefingFor_subscriberId: { briefingFor: slot, subscriberId: subscriber.id } },
      }),
    ).toMatchObject({ status: 'skipped' });
    expect((await briefingMails(slot)).length).toBe(0);
  });

  it('previews the next briefing for an operator without sending it', async () => {
    fakeSources.catalysts = [
      catalyst({ type: 'economic', date: '2026-06-10', time: '08:30:00', title: 'Consumer Price Index (May)', importance: 5 }),
    ];
    fakeSources.catalystCount = 1;
    const mailsBefore = (await listMail(mail.httpUrl)).length;

    const reply = await client.call(NewsletterService.method.previewBriefing, {});
    if (reply.outcome.case !== 'success') throw new Error('expected a preview');
    const preview = reply.outcome.value;
    const scheduledFor = new Date(Number(preview.scheduledFor!.seconds) * 1000);
    expect(scheduledFor.getTime()).toBeGreaterThan(Date.now());
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone: NEW_YORK,
      weekday: 'long',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(scheduledFor);
    const part = (type: string) => parts.find((entry) => entry.type === type)?.value;
    expect([part('weekday'), part('hour'), part('minute')]).toEqual(['Monday', '07', '00']);
    expect(preview).toMatchObject({
      timeZone: NEW_YORK,
      catalystsIncluded: true,
      watchListsIncluded: true,
      recipients: await db.subscriber.count({ where: { status: 'confirmed' } }),
      subject: expect.stringMatching(/^Market Catalysts weekly briefing: /),
    });
    expect(preview.text).toContain('Consumer Price Index (May)');
    expect(preview.html).toContain('href="https://marketcatalysts.test/economic-calendar"');
    // A briefing is only ever sent from its stored row: the preview stored none for its slot, so no
    // send can follow, and none went out.
    expect(await db.briefing.count({ where: { scheduledFor } })).toBe(0);
    expect((await listMail(mail.httpUrl)).length).toBe(mailsBefore);
  });

  it('gives a subscriber who is an account its zone’s times, follows a change, and ignores a zone it does not know (issue 21 §5)', async () => {
    // Only these two read the briefings below: the earlier tests' readers would only make them slower.
    await db.subscriber.updateMany({ where: { status: 'confirmed' }, data: { status: 'unsubscribed' } });
    const [visitor, member] = await seedSubscribers(db, 'zoned', 2);
    const userId = 9_101;
    const keptZone = async () => (await db.account.findUnique({ where: { userId } }))?.timeZone ?? undefined;
    const textTo = async (slot: Date, address: string) => {
      const message = (await briefingMails(slot)).find((summary) => summary.To[0].Address === address);
      if (!message) throw new Error(`no briefing of ${slot.toISOString()} to ${address}`);
      return (await readMail(mail.httpUrl, message.ID)).Text;
    };
    const send = async () => {
      const slot = nextSlot();
      await enqueueBriefing(config, slot);
      await finished(slot);
      return slot;
    };
    fakeSources.catalysts = WEEK_OF_JUNE_8;
    fakeSources.catalystCount = WEEK_OF_JUNE_8.length;
    const events = await connectJetStream(nats.url, 'newsletter-zones-test');
    try {
      // The account's address is found whatever its spelling.
      await publishEvent(events.js, Events.userRegistered, {
        userId,
        username: 'zoned',
        email: ` ${member.toUpperCase()}`,
        timeZone: 'Asia/Kolkata',
      });
      await eventually('the account’s zone', async () => ((await keptZone()) === 'Asia/Kolkata' ? true : undefined));
      const first = await send();
      const inKolkata = await textTo(first, member);
      expect(inKolkata).toContain('times are Asia/Kolkata time.');
      expect(inKolkata).toContain(
        'WEDNESDAY, JUNE 10\n  Earnings after the close\n  - ORCL · Oracle Corporation: Q4 2026 earnings · 01:35 GMT+5:30',
      );
      const visitorText = await textTo(first, visitor);
      expect(visitorText).toContain('times are US Eastern.');
      expect(visitorText).toContain('ORCL · Oracle Corporation: Q4 2026 earnings · 16:05 EDT');

      const unknown = await publishEvent(events.js, Events.preferencesChanged, { userId, timeZone: 'Mars/Base' });
      await untilAcknowledged(
        events.jsm,
        durableConsumerName('newsletter-time-zones', Events.preferencesChanged.type),
        unknown.seq,
      );
      expect(await keptZone()).toBe('Asia/Kolkata');

      await publishEvent(events.js, Events.preferencesChanged, { userId, timeZone: 'America/Los_Angeles' });
      await eventually('the changed zone', async () => ((await keptZone()) === 'America/Los_Angeles' ? true : undefined));
      const second = await send();
      const inLosAngeles = await textTo(second, member);
      expect(inLosAngeles).toContain('times are America/Los Angeles time.');
      expect(inLosAngeles).toContain('ORCL · Oracle Corporation: Q4 2026 earnings · 13:05 PDT');
      expect(await textTo(second, visitor)).toContain('ORCL · Oracle Corporation: Q4 2026 earnings · 16:05 EDT');

      // A deleted account is forgotten: its address reads the briefing as a visitor's again.
      await publishEvent(events.js, Events.accountChanged, { userId, change: AccountChange.DELETED });
      await eventually('the account forgotten', async () =>
        (await db.account.count({ where: { userId } })) === 0 ? true : undefined,
      );
      expect(await textTo(await send(), member)).toContain('ORCL · Oracle Corporation: Q4 2026 earnings · 16:05 EDT');
    } finally {
      await events.nc.close();
    }
  }, 60_000);
});
