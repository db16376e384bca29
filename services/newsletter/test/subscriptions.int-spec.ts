import { ConfirmationOutcome, NewsletterService, UnsubscribeOutcome, Problem_Kind } from '@mc/proto';
import { Mailer } from '@mc/runtime';
import { createTestDatabase, startPrivateNats, type TestDatabase } from '@mc/runtime/testing';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { listMail, mailHeaders, readMail } from '../../../test/emulators/mail/mail-client.js';
import { startMailEmulator, type RunningMailEmulator } from '../../../test/emulators/mail/mail-emulator.js';
import type { NewsletterEnv } from '../src/config/env.js';
import { HousekeepingService } from '../src/housekeeping/housekeeping.service.js';
import { hashToken } from '../src/mail/newsletter-token.js';
import { PrismaService } from '../src/prisma/prisma.service.js';
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

const HOUR_MS = 60 * 60 * 1000;

/** Double opt-in, expiry, unsubscribing and forgetting, through the contract the bff calls. */
describe('subscriptions', () => {
  let database: TestDatabase;
  let nats: Awaited<ReturnType<typeof startPrivateNats>>;
  let mail: RunningMailEmulator;
  let config: NewsletterEnv;
  let db: PrismaService;
  let app: NestFastifyApplication;
  let client: ContractClient;

  beforeAll(async () => {
    database = await createTestDatabase(PRISMA_DIR, 'newsletter');
    nats = await startPrivateNats(24284);
    mail = await startMailEmulator({ smtpPort: 0, httpPort: 0 });
    config = newsletterConfig({
      DATABASE_URL: database.url,
      NATS_URL: nats.url,
      SMTP_URL: `smtp://127.0.0.1:${mail.smtpPort}`,
      QUEUE_PREFIX: uniqueQueuePrefix('newsletter-subscriptions'),
    });
    db = new PrismaService(config);
    app = await startNewsletter(config);
    client = new ContractClient(nats.url);
  }, 30_000);

  afterAll(async () => {
    await client?.close();
    await app?.close();
    await db?.$disconnect();
    await mail?.close();
    await nats?.stop();
    await database?.drop();
    await deleteQueueKeys(config.QUEUE_PREFIX);
  }, 30_000);

  const subscribe = (email: string) => client.call(NewsletterService.method.subscribe, { email });
  const confirm = async (token: string) => (await client.call(NewsletterService.method.confirmSubscription, { token })).outcome;
  const unsubscribe = async (token: string, oneClick = false) =>
    (await client.call(NewsletterService.method.unsubscribe, { token, oneClick })).outcome;
  const mailsTo = async (address: string) =>
    (await listMail(mail.httpUrl)).filter((m) => m.To.some((to) => to.Address === address));
  const newestMailTo = (address: string) =>
    eventually(`a mail to ${address}`, async () => (await mailsTo(address))[0]).then(async (message) => ({
      ...message,
      ...(await readMail(mail.httpUrl, message.ID)),
      headers: await mailHeaders(mail.httpUrl, message.ID),
    }));
  const subscriber = (email: string) => db.subscriber.findUnique({ where: { email } });
  /** Moves an address's last confirmation mail back in time, as if `ms` had passed. */
  const age = (email: string, ms: number) =>
    db.$executeRawUnsafe(
      `UPDATE subscribers SET confirmation_sent_at = confirmation_sent_at - make_interval(secs => $2),
         requested_at = requested_at - make_interval(secs => $2) WHERE email = $1`,
      email,
      ms / 1000,
    );
  const outboxOf = (type: string) =>
    db.$queryRawUnsafe<{ payload: Record<string, unknown>; published_at: Date | null }[]>(
      'SELECT payload, published_at FROM outbox_events WHERE type = $1 ORDER BY occurred_at',
      type,
    );

  it('stores a new address as pending and mails a single-use link, keeping only its hash', async () => {
    const reply = await subscribe('  Grace.Hopper@Example.COM ');
    expect(reply.outcome).toEqual({ case: 'success', value: expect.objectContaining({ email: 'grace.hopper@example.com' }) });

    const message = await newestMailTo('grace.hopper@example.com');
    expect(message.Subject).toBe('Confirm your Market Catalysts weekly briefing');
    const token = linkToken(message.Text, 'confirm');
    expect(message.HTML).toContain(`/newsletter/confirm/${token}`);
    expect(message.headers['List-Unsubscribe']).toEqual([
      expect.stringMatching(/^<https:\/\/marketcatalysts\.test\/newsletter\/unsubscribe\/[\w-]{43}>$/),
    ]);
    expect(message.headers['List-Unsubscribe-Post']).toEqual(['List-Unsubscribe=One-Click']);

    const row = await subscriber('grace.hopper@example.com');
    expect(row).toMatchObject({ status: 'pending', confirmationTokenHash: hashToken(token), confirmedAt: null });
    const stored =
      JSON.stringify(await db.$queryRawUnsafe('SELECT * FROM subscribers')) +
      JSON.stringify(await db.unsubscribeToken.findMany());
    expect(stored).not.toContain(token);
    expect(stored).not.toContain(linkToken(message.Text, 'unsubscribe'));
  });

  it('answers the same address again alike and changes nothing within the hour, in any spelling', async () => {
    await subscribe('ada@example.com');
    await newestMailTo('ada@example.com');
    const before = await subscriber('ada@example.com');

    const again = await subscribe('ADA@example.com');
    expect(again.outcome).toEqual({ case: 'success', value: expect.objectContaining({ email: 'ada@example.com' }) });
    // The answer came after any mail was handed over: once none is on its way, the count is final.
    await app.get(Mailer).whenIdle();
    expect(await mailsTo('ada@example.com')).toHaveLength(1);
    expect(await subscriber('ada@example.com')).toEqual(before);
    expect(await db.subscriber.count({ where: { email: { contains: 'ada@' } } })).toBe(1);
  });

  it('mails a new link after the hour; the older link no longer works', async () => {
    await subscribe('linus@example.com');
    const first = linkToken((await newestMailTo('linus@example.com')).Text, 'confirm');
    await age('linus@example.com', HOUR_MS + 1_000);

    await subscribe('linus@example.com');
    const second = await eventually('the second mail', async () => {
      const mails = await mailsTo('linus@example.com');
      return mails.length === 2 ? linkToken((await readMail(mail.httpUrl, mails[0].ID)).Text, 'confirm') : undefined;
    });
    expect(second).not.toBe(first);
    expect(await confirm(first)).toBe(ConfirmationOutcome.INVALID);
    expect(await confirm(second)).toBe(ConfirmationOutcome.CONFIRMED);
  });

  it('confirms once, records the event, and says so when the link is followed again', async () => {
    await subscribe('katherine@example.com');
    const token = linkToken((await newestMailTo('katherine@example.com')).Text, 'confirm');

    expect(await confirm(token)).toBe(ConfirmationOutcome.CONFIRMED);
    expect(await subscriber('katherine@example.com')).toMatchObject({ status: 'confirmed', confirmedAt: expect.any(Date) });
    expect(await confirm(token)).toBe(ConfirmationOutcome.ALREADY_CONFIRMED);

    const id = (await subscriber('katherine@example.com'))!.id;
    const events = await eventually('the published event', async () => {
      const rows = (await outboxOf('newsletter.subscription.confirmed.v1')).filter((row) => row.payload.subscriberId === id);
      return rows.length === 1 && rows[0].published_at ? rows : undefined;
    });
    expect(events[0].payload).toMatchObject({
      subscriberId: id,
      email: 'katherine@example.com',
      confirmedAt: expect.any(String),
    });
    // A subscribed address asking again gets no mail and stays subscribed.
    await subscribe('katherine@example.com');
    await app.get(Mailer).whenIdle();
    expect(await mailsTo('katherine@example.com')).toHaveLength(1);
    expect((await subscriber('katherine@example.com'))!.status).toBe('confirmed');
  });

  it('refuses an expired link, which subscribing again replaces', async () => {
    await subscribe('dorothy@example.com');
    const token = linkToken((await newestMailTo('dorothy@example.com')).Text, 'confirm');
    await db.subscriber.update({
      where: { email: 'dorothy@example.com' },
      data: { confirmationExpiresAt: new Date(Date.now() - 1) },
    });

    expect(await confirm(token)).toBe(ConfirmationOutcome.EXPIRED);
    expect((await subscriber('dorothy@example.com'))!.status).toBe('pending');
  });

  it('answers a link that is not one of ours as invalid', async () => {
    expect(await confirm('not-a-token')).toBe(ConfirmationOutcome.INVALID);
    expect(await confirm('A'.repeat(43))).toBe(ConfirmationOutcome.INVALID);
    expect(await unsubscribe('B'.repeat(43))).toBe(UnsubscribeOutcome.INVALID);
  });

  it('unsubscribes at once from the link, records how, and subscribing again later works', async () => {
    await subscribe('margaret@example.com');
    const first = await newestMailTo('margaret@example.com');
    expect(await confirm(linkToken(first.Text, 'confirm'))).toBe(ConfirmationOutcome.CONFIRMED);
    const id = (await subscriber('margaret@example.com'))!.id;

    expect(await unsubscribe(linkToken(first.Text, 'unsubscribe'), true)).toBe(UnsubscribeOutcome.UNSUBSCRIBED);
    expect(await subscriber('margaret@example.com')).toMatchObject({ status: 'unsubscribed', endedAt: expect.any(Date) });
    expect(await unsubscribe(linkToken(first.Text, 'unsubscribe'))).toBe(UnsubscribeOutcome.ALREADY_UNSUBSCRIBED);
    // The confirmation link of the old mail cannot subscribe the address again.
    expect(await confirm(linkToken(first.Text, 'confirm'))).toBe(ConfirmationOutcome.INVALID);
    const ended = (await outboxOf('newsletter.subscription.ended.v1')).filter((row) => row.payload.subscriberId === id);
    expect(ended).toHaveLength(1);
    expect(ended[0].payload).toMatchObject({ email: 'margaret@example.com', reason: 'END_REASON_ONE_CLICK' });

    await age('margaret@example.com', HOUR_MS + 1_000);
    await subscribe('Margaret@example.com');
    const again = await eventually('a new confirmation mail', async () => {
      const mails = await mailsTo('margaret@example.com');
      return mails.length === 2 ? readMail(mail.httpUrl, mails[0].ID) : undefined;
    });
    expect(await confirm(linkToken(again.Text, 'confirm'))).toBe(ConfirmationOutcome.CONFIRMED);
    expect((await subscriber('margaret@example.com'))!.id).toBe(id);
  });

  it('drops a pending request from its mail’s unsubscribe link, without an event', async () => {
    await subscribe('barbara@example.com');
    const message = await newestMailTo('barbara@example.com');
    const id = (await subscriber('barbara@example.com'))!.id;
    expect(await unsubscribe(linkToken(message.Text, 'unsubscribe'))).toBe(UnsubscribeOutcome.UNSUBSCRIBED);
    expect(await confirm(linkToken(message.Text, 'confirm'))).toBe(ConfirmationOutcome.INVALID);
    expect((await outboxOf('newsletter.subscription.ended.v1')).filter((row) => row.payload.subscriberId === id)).toHaveLength(0);
  });

  it('refuses an address mail cannot reach, with the field error the bff answers', async () => {
    for (const email of ['', 'not-an-address', 'jane@example', 'a b@example.com']) {
      expect((await subscribe(email)).outcome).toEqual({
        case: 'problem',
        value: expect.objectContaining({
          kind: Problem_Kind.INVALID,
          errors: [expect.objectContaining({ field: 'email', code: 'invalid_email' })],
        }),
      });
    }
  });

  it('forgets addresses nobody confirmed within 7 days, and keeps subscribers', async () => {
    await subscribe('forgotten@example.com');
    await newestMailTo('forgotten@example.com');
    await subscribe('kept@example.com');
    expect(await confirm(linkToken((await newestMailTo('kept@example.com')).Text, 'confirm'))).toBe(
      ConfirmationOutcome.CONFIRMED,
    );
    const housekeeping = app.get(HousekeepingService);

    await housekeeping.run(new Date(Date.now() + 6 * 24 * HOUR_MS));
    expect(await subscriber('forgotten@example.com')).not.toBeNull();

    const eightDaysOn = new Date(Date.now() + 8 * 24 * HOUR_MS);
    const result = await housekeeping.run(eightDaysOn);
    expect(result.forgotten).toBeGreaterThanOrEqual(1);
    expect(await subscriber('forgotten@example.com')).toBeNull();
    expect((await subscriber('kept@example.com'))!.status).toBe('confirmed');
    expect(await subscriber('katherine@example.com')).not.toBeNull();
  });
});
