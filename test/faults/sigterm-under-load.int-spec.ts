// Fault: a replica gets SIGTERM (what Kubernetes sends when it scales in, rolls out or drains a
// node) while work is in hand, in a real process: the built services, started as Kubernetes
// would, with a second replica up. Requests: registrations through the built bff while one of
// two identity replicas stops. Jobs: a newsletter briefing whose delivery jobs two newsletter
// replicas share, one of which stops half-way. Nothing may fail, nothing may be lost, nothing
// may be done twice. Against a NATS server, databases and Redis keys of its own. The figures go
// to .run/faults/sigterm-under-load.json and docs/resilience.md.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { poll, startPrivateNats } from '@mc/runtime/testing';
import { enqueueBriefing } from '../../services/newsletter/src/briefing/manual-briefing.js';
import { inRepo } from '../manifests/repo.js';
import { newAccount } from '../support/api.js';
import { faultStack, queryService, type FaultStack } from './fault-stack.js';
import { listMail } from '../emulators/mail/mail-client.js';

const REGISTRATION_PACE_MS = 60;
const REGISTRATIONS = 80;
const TERMINATE_AFTER_MS = 1_500;
const BURST = 8;
const BURST_LEAD_MS = 40;
/** Under the mail emulator's capacity (1,000), so that every mail sent can be counted. */
const READERS = 400;

/** How a Nest service ends on SIGTERM once its shutdown hooks have run: it raises the signal again. */
const CLEAN_STOP = { code: null, signal: 'SIGTERM' };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A second replica of `name`: the same process entry on HTTP port `port`. */
function replica(stack: FaultStack, name: string, port: number) {
  const spec = stack.spec(name);
  return { ...spec, env: { ...spec.env, HTTP_PORT: String(port) }, healthUrl: `http://127.0.0.1:${port}/readyz` };
}

/** The number a stopping replica's RequestDrain logged as held when it stopped taking requests. */
const heldAtStop = (lines: string[], process: string) =>
  lines
    .filter((line) => line.startsWith(`${process} `) && line.includes('no more NATS requests taken'))
    .map((line) => Number(/the (\d+) in hand/.exec(line)?.[1] ?? NaN))[0];

describe('SIGTERM under load in a real process, a second replica up', () => {
  let nats: Awaited<ReturnType<typeof startPrivateNats>>;
  let stack: FaultStack;
  const figures: Record<string, unknown> = {};

  beforeAll(async () => {
    nats = await startPrivateNats(24471);
    stack = faultStack({
      name: 'sigterm-under-load',
      basePort: 28280,
      natsUrl: nats.url,
      env: {
        THROTTLE_REGISTER_PER_CLIENT: '100000/hour',
        // The briefing leaves out the sections of services that are not running here, without waiting long.
        BRIEFING_SOURCE_TIMEOUT_MS: '500',
      },
    });
    await stack.start('mail');
  }, 60_000);

  afterAll(async () => {
    await stack?.stop();
    await nats?.stop();
    mkdirSync(inRepo('.run/faults'), { recursive: true });
    writeFileSync(join(inRepo('.run/faults'), 'sigterm-under-load.json'), JSON.stringify(figures, null, 2));
  }, 60_000);

  it('answers every request: the stopping identity replica takes no new ones and answers those it holds', async () => {
    await stack.start('identity');
    await stack.startSpec('identity-2', replica(stack, 'identity', stack.options.ports.bff + 30));
    await stack.start('bff');
    const bff = `http://127.0.0.1:${stack.options.ports.bff}`;
    const run = Date.now().toString(36);

    const answers: Promise<{ status: number; sentAt: number; ms: number }>[] = [];
    const register = (index: number) => {
      const sentAt = Date.now();
      answers.push(
        fetch(`${bff}/auth/users/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(newAccount({ username: `term${run}${index}`, email: `term${run}${index}@example.com` })),
          signal: AbortSignal.timeout(10_000),
        }).then(
          async (response) => (await response.arrayBuffer(), { status: response.status, sentAt, ms: Date.now() - sentAt }),
          () => ({ status: 0, sentAt, ms: Date.now() - sentAt }),
        ),
      );
    };

    let terminatedAt = 0;
    let exit: { code: number | null; signal: NodeJS.Signals | null } | undefined;
    let exitedAfterMs = 0;
    const stopping = (async () => {
      await sleep(TERMINATE_AFTER_MS);
      // A burst just before the signal, so that the stopping replica holds registrations (each
      // hashes a password: tens of milliseconds) when it gets it.
      for (let index = REGISTRATIONS; index < REGISTRATIONS + BURST; index++) register(index);
      await sleep(BURST_LEAD_MS);
      terminatedAt = Date.now();
      exit = await stack.terminate('identity');
      exitedAfterMs = Date.now() - terminatedAt;
    })();
    for (let index = 0; index < REGISTRATIONS; index++) {
      register(index);
      await sleep(REGISTRATION_PACE_MS);
    }
    const results = await Promise.all(answers);
    await stopping;
    const [stored] = await queryService<{ n: number }>(
      stack,
      'identity',
      'SELECT count(*)::int AS n FROM users WHERE username LIKE $1',
      [`term${run}%`],
    );
    figures.requests = {
      fault: 'SIGTERM to one of two identity replicas (built service, own process)',
      load: `${REGISTRATIONS} registrations through the bff, one every ${REGISTRATION_PACE_MS} ms, and ${BURST} at once ${BURST_LEAD_MS} ms before the signal`,
      requestsFailed: results.filter(({ status }) => status !== 201).length,
      failedStatuses: results.filter(({ status }) => status !== 201).map(({ status }) => status),
      inFlightAtSignal: results.filter(({ sentAt, ms }) => sentAt < terminatedAt && sentAt + ms > terminatedAt).length,
      heldByTheStoppingReplica: heldAtStop(stack.logLines(), 'identity'),
      usersStored: stored.n,
      exit,
      exitedAfterMs,
      slowestAnswerMs: Math.max(...results.map(({ ms }) => ms)),
    };

    expect(results.filter(({ status }) => status !== 201).map(({ status }) => status)).toEqual([]);
    expect(stored.n).toBe(REGISTRATIONS + BURST);
    // It stopped by its own shutdown, not by a crash or a later SIGKILL: its RequestDrain logged the stop.
    expect(exit).toEqual(CLEAN_STOP);
    expect(figures.requests).toHaveProperty('heldByTheStoppingReplica', expect.any(Number));
    await stack.terminate('bff');
    await stack.terminate('identity-2');
  }, 90_000);

  it('finishes every delivery job exactly once: the stopping newsletter replica completes those in hand', async () => {
    await stack.start('newsletter');
    await stack.startSpec('newsletter-2', replica(stack, 'newsletter', stack.options.ports.bff + 31));
    const emails = Array.from({ length: READERS }, (_, index) => `reader${index + 1}@example.com`);
    await queryService(
      stack,
      'newsletter',
      `INSERT INTO subscribers (id, email, status, requested_at, confirmed_at)
       SELECT gen_random_uuid(), email, 'confirmed', now(), now() FROM unnest($1::text[]) AS email`,
      [emails],
    );
    const slot = new Date(Math.floor(Date.now() / 60_000) * 60_000);
    const sent = async () =>
      (
        await queryService<{ n: number }>(
          stack,
          'newsletter',
          `SELECT count(*)::int AS n FROM briefing_deliveries WHERE briefing_for = $1 AND status = 'sent'`,
          [slot],
        )
      )[0].n;
    const queueEnv = { REDIS_URL: stack.options.redisUrl, QUEUE_PREFIX: stack.spec('newsletter').env.QUEUE_PREFIX };
    await enqueueBriefing(queueEnv, slot);
    await poll('a quarter of the briefing sent', async () => ((await sent()) >= READERS / 4 ? true : undefined), 60_000, 50);

    const terminatedAt = Date.now();
    const sentAtStop = await sent();
    const exit = await stack.terminate('newsletter');
    const exitedAfterMs = Date.now() - terminatedAt;
    await poll(
      'the briefing to finish',
      async () => {
        const [briefing] = await queryService<{ finished_at: Date | null }>(
          stack,
          'newsletter',
          'SELECT finished_at FROM briefings WHERE scheduled_for = $1',
          [slot],
        );
        return briefing?.finished_at ?? undefined;
      },
      120_000,
      250,
    );
    const mailUrl = `http://127.0.0.1:${stack.options.ports.mailHttp}`;
    const messages = await listMail(mailUrl);
    const copies = new Map<string, number>();
    for (const message of messages.filter(({ MessageID }) => MessageID.startsWith(`briefing-${slot.getTime()}-`)))
      copies.set(message.To[0].Address, (copies.get(message.To[0].Address) ?? 0) + 1);
    const [deliveries] = await queryService<{ sent: number; other: number }>(
      stack,
      'newsletter',
      `SELECT count(*) FILTER (WHERE status = 'sent')::int AS sent, count(*) FILTER (WHERE status <> 'sent')::int AS other
       FROM briefing_deliveries WHERE briefing_for = $1`,
      [slot],
    );
    figures.jobs = {
      fault: 'SIGTERM to one of two newsletter replicas (built service, own process) half-way through a briefing',
      load: `a briefing to ${READERS} subscribers: one BullMQ delivery job each, shared by both replicas' workers`,
      sentBeforeStop: sentAtStop,
      exit,
      drainLogged: heldAtStop(stack.logLines(), 'newsletter') !== undefined,
      exitedAfterMs,
      readersReached: copies.size,
      jobsLost: emails.filter((email) => !copies.has(email)).length,
      jobsDoneTwice: [...copies.values()].filter((count) => count > 1).length,
      deliveriesSent: deliveries.sent,
      deliveriesNotSent: deliveries.other,
    };

    expect(figures.jobs).toMatchObject({
      exit: CLEAN_STOP,
      drainLogged: true,
      readersReached: READERS,
      jobsLost: 0,
      jobsDoneTwice: 0,
    });
    expect(deliveries).toEqual({ sent: READERS, other: 0 });
  }, 180_000);
});
