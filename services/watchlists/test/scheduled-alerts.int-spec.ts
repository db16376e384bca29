import pg from 'pg';
import { jest } from '@jest/globals';
import { create, fromBinary, toBinary, type MessageInitShape } from '@bufbuild/protobuf';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { NatsConnection } from '@nats-io/transport-node';
import {
  CatalystsService,
  Events,
  QueryCatalystsRequestSchema,
  QueryCatalystsResponseSchema,
  rpcSubject,
  WatchlistsService,
  type CatalystSchema,
} from '@mc/proto';
import { connectJetStream, type JetStreamConnection, type RpcClient } from '@mc/runtime';
import {
  createTestDatabase,
  deleteRedisKeys,
  poll,
  publishEvent,
  startPrivateNats,
  testPort,
  type TestDatabase,
} from '@mc/runtime/testing';
import { listMail, mailHeaders, readMail, type MailpitSummary } from '../../../test/emulators/mail/mail-client.js';
import { startMailEmulator, type RunningMailEmulator } from '../../../test/emulators/mail/mail-emulator.js';
import { AlertClock } from '../src/alerts/alert-clock.js';
import { AlertMailService } from '../src/alerts/alert-mail.service.js';
import { ScheduledAlertsProcessor } from '../src/alerts/scheduled-alerts.processor.js';
import type { WatchlistsEnv } from '../src/config/env.js';
import {
  fakeCompanyUniverse,
  PRISMA_DIR,
  REDIS_URL,
  startWatchlists,
  watchlistsClient,
  watchlistsConfig,
} from './watchlists-harness.js';

const UNIVERSE = new Set(['AAPL', 'MSFT', 'NVDA', 'TSLA', 'AMD', 'INTC']);

type CatalystInit = Omit<MessageInitShape<typeof CatalystSchema>, '$typeName'>;

/** An earnings row as catalysts answers it: `time` US Eastern, its instant given as `startsAt`. */
function earnings(ticker: string, date: string, startsAt: string, extra: CatalystInit = {}): CatalystInit {
  return {
    id: `earnings-${ticker}-${date}`,
    type: 'earnings',
    tickers: [ticker],
    company: `${ticker} Inc.`,
    title: 'Q4 2026 earnings',
    date,
    startsAt: timestampFromDate(new Date(startsAt)),
    session: 'after_close',
    dateStatus: 'confirmed',
    revision: 2,
    details: { case: 'earnings', value: { epsEst: 1.64, revenueEst: 94_930_000_000, currency: 'USD' } },
    ...extra,
  };
}

/**
 * catalysts' QueryCatalysts as the scheduler sees it: the rows of `days` for the day asked, the market
 * days only when `types` names them (as catalysts answers). Counts the questions.
 */
function fakeCatalysts(nc: NatsConnection, days: Map<string, CatalystInit[]>, asked: string[]): void {
  nc.subscribe(rpcSubject(CatalystsService.method.queryCatalysts), {
    callback: (_error, message) => {
      const request = fromBinary(QueryCatalystsRequestSchema, message.data);
      asked.push(request.dateFrom);
      const market = request.types.includes('market');
      const rows = (days.get(request.dateFrom) ?? []).filter((row) => (row.type === 'market') === market);
      const body = toBinary(
        QueryCatalystsResponseSchema,
        create(QueryCatalystsResponseSchema, {
          outcome: {
            case: 'success',
            value: { count: rows.length, catalysts: rows.slice(request.offset, request.offset + request.limit) },
          },
        }),
      );
      const frame = new Uint8Array(body.length + 1);
      frame.set(body, 1);
      message.respond(frame);
    },
  });
}

/**
 * Reminders and the pre-market digest inside the service (issue 22 §2): the scheduler's tick at a
 * clock the test sets → the owner's feed and one mail, nobody else's; a second tick, nothing; DST
 * weeks and a market holiday; a lapsed owner; a send resumed after a worker died; the one-click
 * tokens of each kind. Real PostgreSQL, Redis and NATS; catalysts' QueryCatalysts stood in for.
 * The days are in 2027: the scheduler's watermark never moves back, and the real clock ticks too.
 */
describe('reminders and the pre-market digest', () => {
  let database: TestDatabase;
  let nats: Awaited<ReturnType<typeof startPrivateNats>>;
  let events: JetStreamConnection;
  let mail: RunningMailEmulator;
  let config: WatchlistsEnv;
  let app: NestFastifyApplication;
  let rpc: ReturnType<typeof watchlistsClient>;
  let watchlists: RpcClient;
  let sql: pg.Pool;
  const days = new Map<string, CatalystInit[]>();
  const asked: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(PRISMA_DIR, 'watchlists_scheduled_alerts');
    nats = await startPrivateNats(testPort(24289));
    events = await connectJetStream(nats.url, 'watchlists-scheduled-alerts-test');
    fakeCompanyUniverse(events.nc, UNIVERSE);
    fakeCatalysts(events.nc, days, asked);
    mail = await startMailEmulator({ smtpPort: 0, httpPort: 0, capacity: 1_000 });
    config = watchlistsConfig({ DATABASE_URL: database.url, NATS_URL: nats.url, SMTP_URL: `smtp://127.0.0.1:${mail.smtpPort}` });
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

  /** An owner with one list of `tickers`, registered with an address and `zone`. */
  async function owner(ownerId: number, tickers: string[], zone: string) {
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
      timeZone: zone,
    });
    await poll(`owner ${ownerId}'s address and zone`, async () => {
      const { rows } = await sql.query(
        'SELECT 1 FROM owner_emails e JOIN owner_time_zones z USING (owner_id) WHERE owner_id = $1',
        [ownerId],
      );
      return rows.length ? true : undefined;
    });
    return created.outcome.value.watchlist!.id;
  }

  /** The scheduler's tick with its clock at `iso`, as the job scheduler runs it every minute. */
  async function tickAt(iso: string) {
    const clock = jest.spyOn(app.get(AlertClock), 'now').mockReturnValue(new Date(iso));
    try {
      return await app.get(ScheduledAlertsProcessor).tick();
    } finally {
      // The job scheduler's own ticks read the real clock again: behind the watermark, they handle nothing.
      clock.mockRestore();
    }
  }

  const mailsTo = async (ownerId: number): Promise<MailpitSummary[]> =>
    (await listMail(mail.httpUrl)).filter((message) => message.To.some((to) => to.Address === `owner${ownerId}@example.com`));
  const mailRows = async (ownerId: number) =>
    (
      await sql.query<{ key: string; status: string }>(
        'SELECT sync_id AS key, status FROM alert_mails WHERE owner_id = $1 ORDER BY sync_id',
        [ownerId],
      )
    ).rows;
  const sent = (ownerId: number, key: string) =>
    poll(`${key} of ${ownerId} sent`, async () =>
      (await mailRows(ownerId)).find((row) => row.key === key)?.status === 'sent' ? true : undefined,
    );
  const feed = async (ownerId: number, kind = '') => {
    const reply = await watchlists.call(WatchlistsService.method.listAlerts, { ownerId, kind, offset: 0, limit: 100 });
    if (reply.outcome.case !== 'success') throw new Error(JSON.stringify(reply.outcome.value));
    return reply.outcome.value;
  };
  const tokenOf = async (message: MailpitSummary) =>
    /\/alerts\/unsubscribe\/([^>]+)>$/.exec((await mailHeaders(mail.httpUrl, message.ID))['List-Unsubscribe'][0])![1];

  it('reminds the owner whose list holds a catalyst the trading day before at 18:00 their time, once, and nobody else', async () => {
    const list = await owner(301, ['AAPL'], 'America/New_York');
    await owner(302, ['MSFT'], 'America/New_York');
    // Wed 2027-01-06 after the close (16:05 EST = 21:05Z); MSFT has nothing that week.
    days.set('2027-01-06', [earnings('AAPL', '2027-01-06', '2027-01-06T21:05:00Z')]);

    // 17:00 New York: not yet.
    await tickAt('2027-01-05T22:00:20Z');
    expect(await mailRows(301)).toEqual([]);
    await tickAt('2027-01-05T23:00:20Z');
    await sent(301, 'reminder-2027-01-05-1800');

    const [message] = await mailsTo(301);
    expect(message.Subject).toBe('Reminder: AAPL Q4 2026 earnings on Wed, Jan 6');
    const body = await readMail(mail.httpUrl, message.ID);
    expect(body.Text).toContain('Wed, Jan 6, 2027 at 4:05 PM EST, after the close.');
    expect(body.Text).toContain('EPS estimate 1.64 · revenue estimate 94.93B USD');
    expect(body.Text).toContain('On List of 301.');
    expect(body.Text).toContain('https://marketcatalysts.test/company/AAPL');
    expect(body.HTML).toContain('https://marketcatalysts.test/my-catalysts/lists');
    const headers = await mailHeaders(mail.httpUrl, message.ID);
    expect(headers['List-Unsubscribe-Post']).toEqual(['List-Unsubscribe=One-Click']);
    expect(headers['List-Id']).toEqual(['Market Catalysts reminders <reminders.marketcatalysts>']);

    expect((await feed(301, 'reminder')).alerts).toEqual([
      expect.objectContaining({
        kind: 'reminder',
        ticker: 'AAPL',
        current: '2027-01-06',
        lists: [expect.objectContaining({ id: list, name: 'List of 301' })],
      }),
    ]);
    expect(await mailRows(302)).toEqual([]);

    // Another tick of the same minute (a second replica, a retried job) and the next minute add nothing.
    await tickAt('2027-01-05T23:00:40Z');
    await tickAt('2027-01-05T23:01:10Z');
    expect(await mailRows(301)).toEqual([{ key: 'reminder-2027-01-05-1800', status: 'sent' }]);
    expect(await mailsTo(301)).toHaveLength(1);
    expect(await mailsTo(302)).toEqual([]);
  });

  it('sends the digest at 07:00 New York on the catalyst’s day, with the day’s releases, to the owner with something that day only', async () => {
    days.set('2027-01-06', [
      earnings('AAPL', '2027-01-06', '2027-01-06T21:05:00Z'),
      {
        id: 'economic-ADP-2027-01',
        type: 'economic',
        tickers: [],
        title: 'ADP employment change',
        date: '2027-01-06',
        startsAt: timestampFromDate(new Date('2027-01-06T13:15:00Z')),
        session: 'before_open',
        dateStatus: 'confirmed',
        importance: 3,
        revision: 1,
        details: { case: 'economic', value: { country: 'USA', consensus: '145K' } },
      },
    ]);
    const before = asked.length;
    await tickAt('2027-01-06T12:00:20Z');
    await sent(301, 'digest-2027-01-06');
    // The day's catalysts asked once for every owner (rows, then market days), not once per owner.
    expect(asked.slice(before)).toEqual(['2027-01-06', '2027-01-06']);

    const digest = (await mailsTo(301)).find((message) => message.Subject.startsWith('Pre-market digest'))!;
    expect(digest.Subject).toBe('Pre-market digest for Wed, Jan 6: AAPL');
    const body = await readMail(mail.httpUrl, digest.ID);
    expect(body.Text).toContain('Today on your watch lists, Wed, Jan 6, 2027: 1 catalyst.');
    expect(body.Text).toContain('USA · ADP employment change');
    expect(body.Text).toContain('At 8:15 AM EST.');
    expect(body.Text).toContain('Consensus 145K.');
    expect((await feed(301, 'digest')).alerts).toEqual([
      expect.objectContaining({
        kind: 'digest',
        ticker: '',
        current: '2027-01-06',
        title: '1 catalyst on your lists on Wed, Jan 6',
      }),
    ]);
    expect((await mailRows(302)).map((row) => row.key)).toEqual([]);
  });

  it('reminds London and New York at each one’s 18:00 in the week the US has changed clocks and the UK not', async () => {
    await owner(311, ['NVDA'], 'Europe/London');
    await owner(312, ['NVDA'], 'America/New_York');
    await owner(313, ['NVDA'], 'Asia/Tokyo');
    // The US went to EDT on 2027-03-14; the UK goes to BST on 2027-03-28. Wed 2027-03-17 before the open.
    days.set('2027-03-17', [earnings('NVDA', '2027-03-17', '2027-03-17T12:00:00Z', { session: 'before_open' })]);

    await tickAt('2027-03-16T09:00:20Z'); // 18:00 in Tokyo
    await tickAt('2027-03-16T18:00:20Z'); // 18:00 GMT, 14:00 EDT
    await sent(313, 'reminder-2027-03-16-1800');
    await sent(311, 'reminder-2027-03-16-1800');
    expect(await mailRows(312)).toEqual([]);
    await tickAt('2027-03-16T22:00:20Z'); // 18:00 EDT, a week earlier 17:00 EST
    await sent(312, 'reminder-2027-03-16-1800');

    const inLondon = await readMail(mail.httpUrl, (await mailsTo(311))[0].ID);
    expect(inLondon.Text).toContain('Wed, Mar 17, 2027 at 12:00 PM GMT, before the open.');
    const inTokyo = await readMail(mail.httpUrl, (await mailsTo(313))[0].ID);
    expect(inTokyo.Text).toContain('Wed, Mar 17, 2027 at 9:00 PM GMT+9, before the open.');
  });

  it('moves a reminder before a market holiday and sends no digest on one; the early close is in the next day’s digest', async () => {
    await owner(321, ['TSLA'], 'America/New_York');
    // Thanksgiving 2027 is Thu 11-25: Friday's catalyst is reminded of on Wednesday, the trading day before.
    days.set('2027-11-25', [
      earnings('TSLA', '2027-11-25', '2027-11-25T21:00:00Z', {
        id: 'dividend-TSLA',
        type: 'dividend',
        details: { case: undefined },
      }),
    ]);
    days.set('2027-11-26', [
      earnings('TSLA', '2027-11-26', '2027-11-26T13:00:00Z', { session: 'before_open' }),
      {
        id: 'market-2027-11-26',
        type: 'market',
        tickers: [],
        title: 'Early close after Thanksgiving Day',
        date: '2027-11-26',
        session: 'unknown',
        dateStatus: 'confirmed',
        revision: 1,
        details: {
          case: 'market',
          value: { kind: 'early_close', closeTime: '13:00', name: 'Day after Thanksgiving', exchanges: ['NYSE'] },
        },
      },
    ]);

    await tickAt('2027-11-24T23:00:20Z');
    await sent(321, 'reminder-2027-11-24-1800');
    expect((await feed(321, 'reminder')).alerts.map((alert) => alert.current).sort()).toEqual(['2027-11-25', '2027-11-26']);

    await tickAt('2027-11-25T12:00:20Z'); // Thanksgiving, 07:00: no digest
    await tickAt('2027-11-25T23:00:20Z'); // Thanksgiving, 18:00: no reminder
    expect((await mailRows(321)).map((row) => row.key)).toEqual(['reminder-2027-11-24-1800']);

    await tickAt('2027-11-26T12:00:20Z');
    await sent(321, 'digest-2027-11-26');
    const digest = (await mailsTo(321)).find((message) => message.Subject.startsWith('Pre-market digest'))!;
    expect((await readMail(mail.httpUrl, digest.ID)).Text).toContain('US markets close early today, at 1:00 PM EST.');
  });

  it('sends nothing to a lapsed owner, and drops their reminders not sent yet', async () => {
    await owner(331, ['AMD'], 'America/New_York');
    await owner(332, ['AMD'], 'America/New_York');
    days.set('2027-12-02', [earnings('AMD', '2027-12-02', '2027-12-02T21:05:00Z')]);
    // 332's reminder stored but not sent yet (its job not run), as a tick leaves it.
    await sql.query(
      `INSERT INTO alert_mails (owner_id, sync_id, created_at) VALUES (332, 'reminder-2027-11-30-1800', now());
       INSERT INTO alerts (owner_id, change_id, catalyst_id, kind, revision, ticker, title, current, list_ids, sync_id, seen_at)
       VALUES (332, 0, 'earnings-AMD-2027-12-01', 'reminder', 1, 'AMD', 'Q4 2026 earnings', '2027-12-01', '{}', 'reminder-2027-11-30-1800', now())`,
    );
    for (const ownerId of [331, 332])
      await publishEvent(events.js, Events.subscriptionChanged, {
        userId: ownerId,
        subscriptionId: `sub_${ownerId}`,
        status: 'canceled',
        revision: 1n,
        changedAt: { seconds: BigInt(Math.floor(Date.now() / 1000)), nanos: 0 },
      });
    await poll('both lapsed', async () => {
      const { rows } = await sql.query("SELECT 1 FROM owner_access WHERE owner_id IN (331, 332) AND status = 'canceled'");
      return rows.length === 2 ? true : undefined;
    });
    expect(await mailRows(332)).toEqual([{ key: 'reminder-2027-11-30-1800', status: 'skipped' }]);
    expect((await feed(332)).count).toBe(0);

    await tickAt('2027-12-01T23:00:20Z');
    await tickAt('2027-12-02T12:00:20Z');
    expect(await mailRows(331)).toEqual([]);
    expect((await feed(331)).count).toBe(0);
  });

  it('resends a mail its worker claimed and died with under the same Message-ID, and never twice', async () => {
    await owner(341, ['INTC'], 'America/New_York');
    days.set('2027-12-10', [earnings('INTC', '2027-12-10', '2027-12-10T21:05:00Z')]);
    // What a worker leaves when it dies between claiming the mail and the SMTP server's answer (stored just
    // now, so the sweep leaves it alone for a minute; claimed long enough ago that its lease ran out).
    await sql.query(
      `INSERT INTO alert_mails (owner_id, sync_id, status, claimed_at, attempts, created_at)
       VALUES (341, 'reminder-2027-12-09-1800', 'sending', now() - interval '5 minutes', 1, now());
       INSERT INTO alerts (owner_id, change_id, catalyst_id, kind, revision, ticker, title, current, list_ids, sync_id, seen_at)
       SELECT 341, 0, 'earnings-INTC-2027-12-10', 'reminder', 2, 'INTC', 'Q4 2026 earnings', '2027-12-10', ARRAY[id], 'reminder-2027-12-09-1800', now()
         FROM watchlists WHERE owner_id = 341`,
    );
    // The tick at the reminder's time finds it stored (it only keeps the day's rows the mail is written from).
    await tickAt('2027-12-09T23:00:20Z');
    expect(await mailRows(341)).toEqual([{ key: 'reminder-2027-12-09-1800', status: 'sending' }]);
    const service = app.get(AlertMailService);
    expect(await service.deliver({ ownerId: 341, syncId: 'reminder-2027-12-09-1800' }, false)).toEqual({
      kind: 'sent',
      resend: true,
    });
    expect(await service.deliver({ ownerId: 341, syncId: 'reminder-2027-12-09-1800' }, false)).toEqual({ kind: 'done' });
    const mails = await mailsTo(341);
    expect(mails).toHaveLength(1);
    expect(mails[0].MessageID).toBe('alerts-reminder-2027-12-09-1800-341@marketcatalysts.test');
  });

  it('turns reminders, or the digest, off for the mail’s list with its one-click token', async () => {
    const [reminder] = (await mailsTo(301)).filter((message) => message.Subject.startsWith('Reminder'));
    const [digest] = (await mailsTo(301)).filter((message) => message.Subject.startsWith('Pre-market digest'));
    const list = (await feed(301, 'reminder')).alerts[0].lists[0].id;
    const settings = async () =>
      (await watchlists.call(WatchlistsService.method.getAlertSettings, { ownerId: 301, id: list })).outcome.value;

    expect(await watchlists.call(WatchlistsService.method.unsubscribeAlerts, { token: await tokenOf(reminder) })).toMatchObject({
      outcome: { case: 'success', value: { listName: 'List of 301', kind: 'reminders' } },
    });
    expect(await settings()).toMatchObject({ reminderDays: 0, digest: true, changeAlerts: true });
    expect(await watchlists.call(WatchlistsService.method.unsubscribeAlerts, { token: await tokenOf(digest) })).toMatchObject({
      outcome: { case: 'success', value: { kind: 'digest' } },
    });
    expect(await settings()).toMatchObject({ reminderDays: 0, digest: false, changeAlerts: true });

    // No more of either for that list.
    days.set('2027-12-15', [earnings('AAPL', '2027-12-15', '2027-12-15T21:05:00Z')]);
    await tickAt('2027-12-14T23:00:20Z');
    await tickAt('2027-12-15T12:00:20Z');
    expect((await mailRows(301)).map((row) => row.key)).toEqual(['digest-2027-01-06', 'reminder-2027-01-05-1800']);
  });

  it('sent each mail once', async () => {
    const ids = (await listMail(mail.httpUrl)).map((message) => message.MessageID);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
