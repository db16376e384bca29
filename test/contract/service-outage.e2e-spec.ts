// Fault: each service in turn is killed (SIGKILL) under a steady stream of requests through a bff
// of this file's own, and started again. While it is gone the bff answers 503 in the spec's shape
// within its RPC deadline (never a hang, never a 500); once it is back, requests succeed again
// without anyone touching the bff; and nothing is left half-written. The figures go to
// .run/faults/service-outage.json and docs/resilience.md.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SERVICE_UNAVAILABLE_BODY } from '@mc/runtime';
import { poll, startPrivateNats } from '@mc/runtime/testing';
import { faultStack, outageEnv, queryService, type FaultStack } from '../faults/fault-stack.js';
import { sendTimed, type TimedAnswer, type TimedRequest } from '../faults/timed-request.js';
import { inRepo } from '../manifests/repo.js';
import { newAccount } from '../support/api.js';

const RPC_TIMEOUT_MS = 1_500;
/** A request that has no answer after this is a hang. */
const HANG_MS = 3 * RPC_TIMEOUT_MS;
const UP_BEFORE_KILL_MS = 1_000;
const DOWN_FOR_MS = 2_000;
/** The stream goes on this long after the first success once the service is back (the last 1.5 s are checked). */
const AFTER_RECOVERY_MS = 3_000;
/**
 * Users waiting for an answer at once, at most: the stream is people, each of whom waits for an
 * answer before sending again (a closed loop), not a pace kept whatever happens. Without this
 * bound, a host busy with other work turns a restarted replica's recovery into an overload, and
 * the test would measure the host: with fourteen busy processes beside it on the two cores, up to
 * 19 registrations (one deadline's worth at one per 80 ms) waited at once for a cold identity,
 * and some were answered 503 after its first success plus a deadline (as in CI on 29 November).
 * Bounded to six, it recovered in time under twenty busy processes.
 */
const MAX_WAITING = 6;

interface Answer extends TimedAnswer {
  index: number;
}

type Request = TimedRequest;

interface OutageCase {
  service: string;
  /** Milliseconds between two requests of the stream. */
  paceMs: number;
  request(index: number): Request;
  /** What the endpoint answers when the service is there. */
  ok: number;
  /**
   * False where the bff answers without the service while it is gone (the ticker tape is served
   * from the last refresh): then every answer must be a success, and "back" is a newer refresh.
   */
  needsServiceForEachAnswer: boolean;
  /** An answer that shows the service back after it was killed at `killedAt`. */
  recovered?(answer: Answer, killedAt: number): boolean;
  /** Done while the service is gone (events it must catch up on). */
  whileDown?(stack: FaultStack): Promise<void>;
  /** Counts what was written (and how much of it is half-written) once the service is back. */
  written?(stack: FaultStack, answers: Answer[]): Promise<Record<string, number>>;
  /** What those counts must show: nothing half-written, nothing lost. */
  mustBeWritten?: Record<string, number>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function send(stack: FaultStack, request: Request, index: number): Promise<Answer> {
  return { index, ...(await sendTimed(`http://127.0.0.1:${stack.options.ports.bff}`, request, HANG_MS)) };
}

/** Registrations the test makes itself, by username. */
const registration = (prefix: string, index: number) =>
  newAccount({ username: `${prefix}${index}`, email: `${prefix}${index}@example.com` });
const RUN = Date.now().toString(36);

const CASES: OutageCase[] = [
  {
    service: 'identity',
    // Each registration hashes a password (argon2): a pace two cores keep up with.
    paceMs: 80,
    request: (index) => ({ method: 'POST', path: '/auth/users/', body: registration(`out${RUN}i`, index) }),
    ok: 201,
    needsServiceForEachAnswer: true,
    // A registration is the user row and its identity.user.registered.v1 event, in one transaction.
    mustBeWritten: { usersWithoutEvent: 0, eventsWithoutUser: 0, answered201ButMissing: 0 },
    written: async (stack, answers) => {
      const created = answers.filter(({ status }) => status === 201).map(({ index }) => `out${RUN}i${index}`);
      const [counts] = await queryService<{ users: number; without_event: number; answered_missing: number }>(
        stack,
        'identity',
        `SELECT count(*)::int AS users,
                count(*) FILTER (WHERE NOT EXISTS (
                  SELECT 1 FROM outbox_events e
                  WHERE e.type = 'identity.user.registered.v1' AND (e.payload->>'userId')::int = u.id))::int AS without_event,
                (SELECT count(*) FROM unnest($1::text[]) AS name WHERE name NOT IN (SELECT username FROM users))::int AS answered_missing
         FROM users u WHERE u.username LIKE $2`,
        [created, `out${RUN}i%`],
      );
      const [events] = await queryService<{ n: number }>(
        stack,
        'identity',
        `SELECT count(*)::int AS n FROM outbox_events WHERE type = 'identity.user.registered.v1' AND payload->>'username' LIKE $1`,
        [`out${RUN}i%`],
      );
      return {
        usersStored: counts.users,
        usersWithoutEvent: counts.without_event,
        eventsWithoutUser: events.n - counts.users,
        answered201ButMissing: counts.answered_missing,
      };
    },
  },
  {
    service: 'billing',
    paceMs: 50,
    request: () => ({ method: 'GET', path: '/api/get-plans/' }),
    ok: 200,
    needsServiceForEachAnswer: true,
    // Accounts registered while billing is gone reach its copy of the users once it is back, each once.
    whileDown: async (stack) => {
      for (let index = 0; index < 5; index++) {
        const answer = await send(
          stack,
          { method: 'POST', path: '/auth/users/', body: registration(`out${RUN}b`, index) },
          index,
        );
        if (answer.status !== 201) throw new Error(`registration while billing is down: ${answer.status}`);
      }
    },
    mustBeWritten: { copiedByBilling: 5, eventsNotApplied: 0 },
    written: async (stack) => {
      const counts = async () => {
        const [copies] = await queryService<{ n: number }>(
          stack,
          'billing',
          'SELECT count(*)::int AS n FROM users WHERE username LIKE $1',
          [`out${RUN}b%`],
        );
        const [applied] = await queryService<{ n: number }>(
          stack,
          'billing',
          `SELECT count(*)::int AS n FROM processed_events WHERE consumer = 'billing-users'`,
        );
        const [recorded] = await queryService<{ n: number }>(
          stack,
          'identity',
          `SELECT count(*)::int AS n FROM outbox_events WHERE type = 'identity.user.registered.v1'`,
        );
        return { copiedByBilling: copies.n, eventsRecorded: recorded.n, eventsNotApplied: recorded.n - applied.n };
      };
      // Caught up: or the counts as they stand after 30 s, for the failure message.
      return poll(
        'billing to apply every registration, those made while it was gone included',
        async () => {
          const now = await counts();
          return now.copiedByBilling === 5 && now.eventsNotApplied === 0 ? now : undefined;
        },
        30_000,
        250,
      ).catch(counts);
    },
  },
  {
    service: 'quotes',
    paceMs: 50,
    request: () => ({ method: 'GET', path: '/api/benzingadelayedquotes/' }),
    ok: 200,
    needsServiceForEachAnswer: false,
    recovered: ({ status, headers }, killedAt) => status === 200 && Date.parse(headers.get('x-quotes-as-of') ?? '') > killedAt,
  },
  {
    service: 'catalysts',
    paceMs: 50,
    // The bff keeps each calendar answer until its calendar changes: a search of its own makes
    // every request one the bff has not answered before, which asks catalysts.
    request: (index) => ({ method: 'GET', path: `/api/calendars/earnings/?search=outage${RUN}${index}` }),
    ok: 200,
    needsServiceForEachAnswer: true,
  },
  {
    service: 'content',
    paceMs: 50,
    request: () => ({ method: 'GET', path: '/api/articles/' }),
    ok: 200,
    needsServiceForEachAnswer: true,
  },
  {
    service: 'newsletter',
    paceMs: 50,
    request: (index) => ({
      method: 'POST',
      path: '/strapi-newsletter/newsletter/subscribe',
      body: { email: `out${RUN}n${index}@example.com` },
    }),
    ok: 200,
    needsServiceForEachAnswer: true,
    // A sign-up is the pending subscriber, its confirmation token and its unsubscribe token, in one transaction.
    mustBeWritten: { halfWritten: 0, answered200ButMissing: 0 },
    written: async (stack, answers) => {
      const answered = answers.filter(({ status }) => status === 200).map(({ index }) => `out${RUN}n${index}@example.com`);
      const [counts] = await queryService<{ stored: number; half: number; answered_missing: number }>(
        stack,
        'newsletter',
        `SELECT count(*)::int AS stored,
                count(*) FILTER (WHERE s.status <> 'pending' OR s.confirmation_token_hash IS NULL
                  OR NOT EXISTS (SELECT 1 FROM unsubscribe_tokens t WHERE t.subscriber_id = s.id))::int AS half,
                (SELECT count(*) FROM unnest($1::text[]) AS email WHERE email NOT IN (SELECT email FROM subscribers))::int AS answered_missing
         FROM subscribers s WHERE s.email LIKE $2`,
        [answered, `out${RUN}n%`],
      );
      return { subscribersStored: counts.stored, halfWritten: counts.half, answered200ButMissing: counts.answered_missing };
    },
  },
];

interface Figures {
  service: string;
  endpoint: string;
  requestsSent: number;
  succeeded: number;
  unavailable503: number;
  /** Anything but a success or the spec's 503: a 500, another status, a hang. */
  failed: number;
  slowest503Ms: number;
  serviceDownForMs: number;
  firstSuccessAfterKillMs: number;
  firstSuccessAfterRestartMs: number;
  written?: Record<string, number>;
}

describe('each service killed and restarted under load: the bff answers 503 within its deadline and recovers', () => {
  let nats: Awaited<ReturnType<typeof startPrivateNats>>;
  let stack: FaultStack;
  const figures: Figures[] = [];

  beforeAll(async () => {
    nats = await startPrivateNats(24222);
    stack = faultStack({
      name: 'service-outage',
      basePort: 28080,
      natsUrl: nats.url,
      env: outageEnv(RPC_TIMEOUT_MS),
    });
    await stack.start('mail', 'stripe', 'market-data');
    await stack.start(...CASES.map(({ service }) => service));
    await stack.start('bff');
  }, 120_000);

  afterAll(async () => {
    await stack?.stop();
    await nats?.stop();
    if (figures.length) {
      mkdirSync(inRepo('.run/faults'), { recursive: true });
      writeFileSync(join(inRepo('.run/faults'), 'service-outage.json'), JSON.stringify(figures, null, 2));
    }
  }, 60_000);

  it.each(CASES.map((outage) => [outage.service, outage]))(
    '%s',
    async (service, outage) => {
      const succeeded = (answer: Answer) => answer.status === outage.ok;
      // The bff answers through the service before anything is broken (the ticker tape: once quotes has refreshed).
      await poll(
        `a first answer through ${service}`,
        async () => ((await send(stack, outage.request(-1), -1).then(succeeded)) ? true : undefined),
        30_000,
        250,
      );

      const answers: Promise<Answer>[] = [];
      const settled: Answer[] = [];
      let streaming = true;
      const waiting = new Set<Promise<Answer>>();
      const stream = (async () => {
        for (let index = 0; streaming; index++) {
          while (waiting.size >= MAX_WAITING) await Promise.race(waiting);
          const answer = send(stack, outage.request(index), index).then((answer) => (settled.push(answer), answer));
          waiting.add(answer);
          void answer.then(() => waiting.delete(answer));
          answers.push(answer);
          await sleep(outage.paceMs);
        }
      })();

      await sleep(UP_BEFORE_KILL_MS);
      const killedAt = Date.now();
      await stack.kill(service);
      await outage.whileDown?.(stack);
      await sleep(Math.max(0, killedAt + DOWN_FOR_MS - Date.now()));
      await stack.start(service);
      const healthyAt = Date.now();
      const recovered = outage.recovered ?? ((answer: Answer) => succeeded(answer));
      const firstRecovery = await poll(
        `${service}: a success through the bff after the restart`,
        async () => settled.find((answer) => answer.sentAt > killedAt && recovered(answer, killedAt)),
        30_000,
        100,
      );
      await sleep(AFTER_RECOVERY_MS);
      streaming = false;
      await stream;
      const all = await Promise.all(answers);

      const unavailable = all.filter(({ status }) => status === 503);
      const failures = all.filter((answer) => !succeeded(answer) && answer.status !== 503);
      const row: Figures = {
        service,
        endpoint: `${outage.request(0).method} ${outage.request(0).path}`,
        requestsSent: all.length,
        succeeded: all.filter(succeeded).length,
        unavailable503: unavailable.length,
        failed: failures.length,
        slowest503Ms: Math.max(0, ...unavailable.map(({ sentAt, answeredAt }) => answeredAt - sentAt)),
        serviceDownForMs: healthyAt - killedAt,
        firstSuccessAfterKillMs: firstRecovery.answeredAt - killedAt,
        firstSuccessAfterRestartMs: firstRecovery.answeredAt - healthyAt,
        written: await outage.written?.(stack, all),
      };
      figures.push(row);

      expect(failures.map(({ status, body }) => ({ status, body }))).toEqual([]);
      for (const answer of unavailable) expect(answer.body).toEqual(SERVICE_UNAVAILABLE_BODY);
      // Generous bound (2× the deadline, on a busy machine): the point is that it never hangs.
      expect(row.slowest503Ms).toBeLessThan(2 * RPC_TIMEOUT_MS);
      if (outage.needsServiceForEachAnswer) expect(row.unavailable503).toBeGreaterThan(0);
      else expect(row.unavailable503).toBe(0);
      // Everything sent once the service has answered again for one deadline succeeded (a failure is
      // shown with its timing). Within that first deadline a cold replica on two cores (identity: each
      // registration a password hash on four threads) may still answer some requests too late.
      const failedAfterRecovery = all
        .filter((answer) => answer.sentAt > firstRecovery.answeredAt + RPC_TIMEOUT_MS && !succeeded(answer))
        .map(({ index, status, sentAt, answeredAt }) => ({
          index,
          status,
          sentAfterRecoveryMs: sentAt - firstRecovery.answeredAt,
          answeredInMs: answeredAt - sentAt,
        }));
      expect(failedAfterRecovery).toEqual([]);
      if (outage.mustBeWritten) expect(row.written).toMatchObject(outage.mustBeWritten);
    },
    90_000,
  );
});
