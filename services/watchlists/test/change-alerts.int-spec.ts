import pg from 'pg';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Events, WatchlistsService } from '@mc/proto';
import type { MessageInitShape } from '@bufbuild/protobuf';
import type { CatalystChangeSchema } from '@mc/proto';
import { connectJetStream, durableConsumerName, type JetStreamConnection, type RpcClient } from '@mc/runtime';
import {
  createTestDatabase,
  deleteRedisKeys,
  poll,
  publishEvent,
  startPrivateNats,
  testPort,
  untilAcknowledged,
  type TestDatabase,
} from '@mc/runtime/testing';
import { listMail, mailHeaders, readMail, type MailpitSummary } from '../../../test/emulators/mail/mail-client.js';
import { startMailEmulator, type RunningMailEmulator } from '../../../test/emulators/mail/mail-emulator.js';
import { dayIn } from '@mc/market-time';
import { defaultDigestTimeIn } from '../src/alerts/schedule-rules.js';
import type { WatchlistsEnv } from '../src/config/env.js';
import {
  fakeCompanyUniverse,
  PRISMA_DIR,
  REDIS_URL,
  startWatchlists,
  watchlistsClient,
  watchlistsConfig,
} from './watchlists-harness.js';

const UNIVERSE = new Set(['AAPL', 'MSFT', 'NVDA', 'TSLA', 'AMD', 'INTC', 'QCOM']);
const CONSUMER = durableConsumerName('watchlists-change-alerts', Events.calendarChanged.type);

/**
 * Change alerts end to end inside the service (issue 22 §2): catalysts' change event → the owner's
 * feed, once, and nobody else's → one mail per owner and sync in the mail emulator → the mail's
 * one-click token turns the list's change alerts off. On real PostgreSQL, Redis and NATS.
 */
describe('change alerts', () => {
  let database: TestDatabase;
  let nats: Awaited<ReturnType<typeof startPrivateNats>>;
  let events: JetStreamConnection;
  let mail: RunningMailEmulator;
  let config: WatchlistsEnv;
  let app: NestFastifyApplication;
  let rpc: ReturnType<typeof watchlistsClient>;
  let watchlists: RpcClient;
  let sql: pg.Pool;
  let nextChange = 1n;

  beforeAll(async () => {
    database = await createTestDatabase(PRISMA_DIR, 'watchlists_alerts');
    nats = await startPrivateNats(testPort(24288));
    events = await connectJetStream(nats.url, 'watchlists-alerts-test');
    fakeCompanyUniverse(events.nc, UNIVERSE);
    mail = await startMailEmulator({ smtpPort: 0, httpPort: 0, capacity: 1_000 });
    config = watchlistsConfig({
      DATABASE_URL: database.url,
      NATS_URL: nats.url,
      SMTP_URL: `smtp://127.0.0.1:${mail.smtpPort}`,
      ALERT_MAIL_DELAY_MS: 300,
      // A sync whose last part is not seen holds its mails this long: longer than any test.
      ALERT_MAIL_WAIT_MS: 120_000,
    });
    app = await startWatchlists(config);
    rpc = watchlistsClient(nats.url);
    watchlists = rpc.client;
    sql = new pg.Pool({ connectionString: database.url, max: 1 });
  }, 30_000);

  afterAll(async () => {
    await sql?.end();
    await rpc?.close();
    await app?.close();
    await mail?.close();
    await events?.nc.close();
    await nats?.stop();
    await database?.drop();
    if (config) await deleteRedisKeys(REDIS_URL, config.QUEUE_PREFIX);
  }, 30_000);

  /** An owner with a list of `tickers`, registered with an address and a zone, their subscription as `status`. */
  async function owner(ownerId: number, tickers: string[], status = 'active') {
    const created = await watchlists.call(WatchlistsService.method.createWatchlist, {
      ownerId,
      name: `List of ${ownerId}`,
      tickers,
      skipUnknown: false,
    });
    if (created.outcome.case !== 'success') throw new Error(JSON.stringify(created.outcome.value));
    await publishEvent(events.js, Events.userRegistered, {
      userId: ownerId,
      username: `owner${ownerId}`,
      email: `owner${ownerId}@example.com`,
      timeZone: 'Europe/Paris',
    });
    if (status !== 'active') await lapse(ownerId, status);
    await poll(`owner ${ownerId}'s address`, async () => {
      const { rows } = await sql.query('SELECT 1 FROM owner_emails WHERE owner_id = $1', [ownerId]);
      return rows.length ? true : undefined;
    });
    return created.outcome.value.watchlist!.id;
  }

  let revision = 1n;
  async function lapse(ownerId: number, status: string) {
    await publishEvent(events.js, Events.subscriptionChanged, {
      userId: ownerId,
      subscriptionId: `sub_${ownerId}`,
      status,
      revision: revision++,
      changedAt: { seconds: BigInt(Math.floor(Date.now() / 1000)), nanos: 0 },
    });
    await poll(`owner ${ownerId} ${status}`, async () => {
      const { rows } = await sql.query('SELECT status FROM owner_access WHERE owner_id = $1', [ownerId]);
      return rows[0]?.status === status ? true : undefined;
    });
  }

  type ChangeInit = Omit<MessageInitShape<typeof CatalystChangeSchema>, '$typeName'>;
  const moved = (ticker: string, overrides: ChangeInit = {}): ChangeInit & { catalystId: string } => ({
    id: nextChange++,
    catalystId: `earnings-${ticker}`,
    type: 'earnings',
    ticker,
    tickers: [ticker],
    title: `${ticker} Q4 earnings`,
    kind: 'date_moved',
    previous: { date: '2026-10-29', time: '16:05:00', dateStatus: 'estimated' },
    current: { date: '2026-11-03', time: '16:05:00', dateStatus: 'estimated' },
    revision: 2,
    seenAt: { seconds: BigInt(Math.floor(Date.now() / 1000)), nanos: 0 },
    ...overrides,
  });

  /** A sync's message as catalysts records it, and waits until the consumer has handled it. */
  async function sync(
    syncId: string,
    changes: ReturnType<typeof moved>[],
    extra: { backfill?: boolean; lastPart?: boolean } = {},
  ) {
    const ack = await publishEvent(events.js, Events.calendarChanged, {
      type: 'earnings',
      ids: changes.map((change) => change.catalystId),
      changes: extra.backfill ? [] : changes,
      syncId,
      part: 1,
      lastPart: extra.lastPart ?? true,
      backfill: extra.backfill ?? false,
    });
    await untilAcknowledged(events.jsm, CONSUMER, ack.seq);
  }

  const feed = async (ownerId: number) => {
    const reply = await watchlists.call(WatchlistsService.method.listAlerts, { ownerId, kind: '', offset: 0, limit: 100 });
    if (reply.outcome.case !== 'success') throw new Error(JSON.stringify(reply.outcome.value));
    return reply.outcome.value;
  };
  const mailsTo = async (ownerId: number): Promise<MailpitSummary[]> =>
    (await listMail(mail.httpUrl)).filter((message) => message.To.some((to) => to.Address === `owner${ownerId}@example.com`));
  const mailRecord = async (ownerId: number, syncId: string) =>
    (await sql.query('SELECT status FROM alert_mails WHERE owner_id = $1 AND sync_id = $2', [ownerId, syncId])).rows[0]
      ?.status as string | undefined;

  it('puts a moved date in the feed of the owner whose list holds it, once, mails it once, and nobody else', async () => {
    const listOfA = await owner(201, ['AAPL', 'MSFT']);
    await owner(202, ['NVDA']);
    await owner(203, ['AAPL'], 'canceled');

    const change = moved('AAPL');
    await sync('sync-1', [change, moved('MSFT', { kind: 'added', previous: undefined })]);

    const page = await feed(201);
    expect(page.count).toBe(1);
    expect(page.alerts[0]).toMatchObject({
      kind: 'date_moved',
      catalystId: 'earnings-AAPL',
      ticker: 'AAPL',
      previous: '2026-10-29',
      current: '2026-11-03',
      read: false,
      lists: [{ id: listOfA, name: 'List of 201' }],
    });
    expect((await feed(202)).count).toBe(0);
    expect((await feed(203)).count).toBe(0);

    // The same change again (a redelivery, a second replica's relay) and a backfill add nothing.
    await sync('sync-1', [change]);
    await sync('sync-2', [moved('AAPL', { revision: 9 })], { backfill: true });
    expect((await feed(201)).count).toBe(1);

    await poll('the mail of sync-1 sent', async () => ((await mailRecord(201, 'sync-1')) === 'sent' ? true : undefined));
    const sent = await mailsTo(201);
    expect(sent).toHaveLength(1);
    expect(sent[0].Subject).toBe('AAPL: date moved from Thu, Oct 29, 2026 to Tue, Nov 3, 2026');
    const body = await readMail(mail.httpUrl, sent[0].ID);
    expect(body.Text).toContain('List of 201');
    expect(body.Text).toContain('https://marketcatalysts.test/company/AAPL');
    expect(body.HTML).toContain('https://marketcatalysts.test/my-catalysts/lists');
    const headers = await mailHeaders(mail.httpUrl, sent[0].ID);
    expect(headers['List-Unsubscribe-Post']).toEqual(['List-Unsubscribe=One-Click']);
    expect(headers['List-Unsubscribe']?.[0]).toMatch(
      /^<https:\/\/marketcatalysts\.test\/alerts\/unsubscribe\/[\w-]+\.[\w-]{43}>$/,
    );
    expect(await mailsTo(202)).toEqual([]);
    expect(await mailsTo(203)).toEqual([]);
  });

  it('matches any of a change’s tickers, names the first one each owner holds, and every list of theirs holding one', async () => {
    const first = await owner(251, ['AMD', 'INTC']);
    const second = await watchlists.call(WatchlistsService.method.createWatchlist, {
      ownerId: 251,
      name: 'Chips',
      tickers: ['AMD'],
      skipUnknown: false,
    });
    if (second.outcome.case !== 'success') throw new Error(JSON.stringify(second.outcome.value));
    await owner(252, ['INTC']);
    await owner(253, ['QCOM']);

    await sync('sync-multi', [
      moved('QCOM', { catalystId: 'conference-chips', type: 'conference', tickers: ['QCOM', 'INTC'], ticker: 'QCOM' }),
      moved('AMD'),
    ]);
    const alerted = async (ownerId: number) =>
      (await feed(ownerId)).alerts.map((alert) => ({
        catalyst: alert.catalystId,
        ticker: alert.ticker,
        lists: alert.lists.map((list) => list.id),
      }));
    expect(await alerted(251)).toEqual(
      expect.arrayContaining([
        { catalyst: 'conference-chips', ticker: 'INTC', lists: [first] },
        { catalyst: 'earnings-AMD', ticker: 'AMD', lists: [first, second.outcome.value.watchlist!.id] },
      ]),
    );
    expect(await alerted(252)).toEqual([{ catalyst: 'conference-chips', ticker: 'INTC', lists: [expect.any(Number)] }]);
    expect(await alerted(253)).toEqual([{ catalyst: 'conference-chips', ticker: 'QCOM', lists: [expect.any(Number)] }]);
  });

  it('lists the feed newest first by when each change was seen, whatever order they arrived in', async () => {
    await owner(212, ['NVDA', 'MSFT']);
    const now = Math.floor(Date.now() / 1000);
    await sync('sync-late-1', [moved('NVDA', { seenAt: { seconds: BigInt(now), nanos: 0 } })]);
    // A consumer that fell behind: an older sync's change arrives after a newer one.
    await sync('sync-late-0', [moved('MSFT', { seenAt: { seconds: BigInt(now - 3600), nanos: 0 } })]);
    expect((await feed(212)).alerts.map((alert) => alert.ticker)).toEqual(['NVDA', 'MSFT']);
  });

  it('groups one sync’s changes into one mail, and marks alerts read', async () => {
    await owner(211, ['AAPL', 'TSLA']);
    await sync('sync-3', [
      moved('TSLA'),
      moved('AAPL', {
        kind: 'confirmed',
        revision: 3,
        previous: { dateStatus: 'estimated' },
        current: { dateStatus: 'confirmed' },
      }),
    ]);
    await poll('the mail of sync-3 sent', async () => ((await mailRecord(211, 'sync-3')) === 'sent' ? true : undefined));
    const sent = await mailsTo(211);
    expect(sent.map((message) => message.Subject)).toEqual(['2 catalyst changes on your watch lists: TSLA, AAPL']);

    const [newest, older] = (await feed(211)).alerts;
    expect(newest.kind).toBe('confirmed');
    const refused = await watchlists.call(WatchlistsService.method.markAlertsRead, {
      ownerId: 211,
      ids: [newest.id, 999_999n],
      all: false,
    });
    expect(refused.outcome.case).toBe('problem');
    const read = await watchlists.call(WatchlistsService.method.markAlertsRead, { ownerId: 211, ids: [older.id], all: false });
    expect(read.outcome).toEqual({ case: 'success', value: expect.objectContaining({ unread: 1 }) });
    const all = await watchlists.call(WatchlistsService.method.markAlertsRead, { ownerId: 211, ids: [], all: true });
    expect(all.outcome).toEqual({ case: 'success', value: expect.objectContaining({ unread: 0 }) });
  });

  it('drops a lapsed owner’s unsent alerts and raises none after', async () => {
    await owner(221, ['NVDA']);
    // A first part: its mail waits for the sync's last part, so it is still unsent when the subscription lapses.
    await sync('sync-4', [moved('NVDA')], { lastPart: false });
    expect((await feed(221)).count).toBe(1);
    expect(await mailRecord(221, 'sync-4')).toBe('pending');

    await lapse(221, 'unpaid');
    expect(await mailRecord(221, 'sync-4')).toBe('skipped');
    expect((await feed(221)).count).toBe(0);
    await sync('sync-5', [moved('NVDA', { revision: 5 })]);
    expect((await feed(221)).count).toBe(0);
  });

  it('turns change alerts off for the mail’s list with its one-click token, and alerts no more for it', async () => {
    const list = await owner(231, ['MSFT']);
    await sync('sync-6', [moved('MSFT')]);
    await poll('the mail of sync-6 sent', async () => ((await mailRecord(231, 'sync-6')) === 'sent' ? true : undefined));
    const [sent] = await mailsTo(231);
    const link = (await mailHeaders(mail.httpUrl, sent.ID))['List-Unsubscribe'][0];
    const token = /\/alerts\/unsubscribe\/([^>]+)>$/.exec(link)![1];

    const forged = await watchlists.call(WatchlistsService.method.unsubscribeAlerts, { token: `${token.slice(0, -2)}AA` });
    expect(forged.outcome.case).toBe('problem');
    const done = await watchlists.call(WatchlistsService.method.unsubscribeAlerts, { token });
    expect(done.outcome).toEqual({
      case: 'success',
      value: expect.objectContaining({ listName: 'List of 231', kind: 'change_alerts' }),
    });
    const settings = await watchlists.call(WatchlistsService.method.getAlertSettings, { ownerId: 231, id: list });
    expect(settings.outcome.value).toMatchObject({ changeAlerts: false, reminderDays: 1, digest: true });

    await sync('sync-7', [moved('MSFT', { revision: 7 })]);
    expect((await feed(231)).count).toBe(1);
  });

  it('keeps each list’s settings, refusing values out of range on their field', async () => {
    const list = await owner(241, ['AAPL']);
    const defaults = await watchlists.call(WatchlistsService.method.getAlertSettings, { ownerId: 241, id: list });
    // The digest's default is 07:00 New York time, shown on the owner's clock (Paris: 13:00, or 12:00 in the weeks the
    // US and Europe are on different DST rules).
    expect(defaults.outcome.value).toMatchObject({
      reminderDays: 1,
      reminderTime: '18:00',
      digest: true,
      digestTime: defaultDigestTimeIn('Europe/Paris', dayIn(new Date(), 'Europe/Paris')),
      changeAlerts: true,
    });
    expect(['12:00', '13:00']).toContain((defaults.outcome.value as { digestTime: string }).digestTime);
    const changed = await watchlists.call(WatchlistsService.method.updateAlertSettings, {
      ownerId: 241,
      id: list,
      reminderDays: 3,
      digestTime: '06:30',
    });
    expect(changed.outcome.value).toMatchObject({ reminderDays: 3, reminderTime: '18:00', digestTime: '06:30' });
    const refused = await watchlists.call(WatchlistsService.method.updateAlertSettings, {
      ownerId: 241,
      id: list,
      reminderDays: 6,
      reminderTime: '24:00',
    });
    expect(refused.outcome.case).toBe('problem');
    expect(JSON.stringify(refused.outcome.value)).toContain('reminder_days');
    expect(JSON.stringify(refused.outcome.value)).toContain('reminder_time');
    const another = await watchlists.call(WatchlistsService.method.getAlertSettings, { ownerId: 242, id: list });
    expect(another.outcome.case).toBe('problem');
  });

  it('sent nothing to the lapsed owner, and each mail once', async () => {
    expect(await mailsTo(221)).toEqual([]);
    const ids = (await listMail(mail.httpUrl)).map((message) => message.MessageID);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
