// Issue 12: hostile input sent to every endpoint of the bff and to billing's Stripe webhook must
// never get a 5xx or hang, and every refusal must be in the spec's error shape. `npm test` sends
// each deterministic case once; `npm run fuzz -- --requests 20000` adds seeded random variations up
// to that many requests, the webhook taking one endpoint's share.
import { randomBytes } from 'node:crypto';
import { bffUrl } from '../support/api.js';
import { answerProblems, isErrorShape } from './answer-check.js';
import { bffRoutes, routeKey } from './bff-routes.js';
import { endpointHints, type FuzzAccount } from './endpoint-hints.js';
import { FuzzClient, HANG_MS } from './fuzz-client.js';
import { casesFor, randomCase, RAW_REQUESTS, seeded, type FuzzRequest, type Target } from './hostile-cases.js';
import { billingUrl, randomWebhookCase, webhookCases, webhookRequest, type WebhookCase } from './webhook-cases.js';

const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 0);
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const CONNECTIONS = 6;
/** The bff cuts a request off after 15 s (HTTP_REQUEST_TIMEOUT_MS); a connection open twice as long hangs. */
const SLOW_CLIENT_DEADLINE_MS = 30_000;

const client = new FuzzClient(bffUrl(), CONNECTIONS);
const webhook = new FuzzClient(billingUrl(), CONNECTIONS);
const failures: string[] = [];
const statuses = new Map<number, number>();
/** Milliseconds spent waiting on each endpoint, to show where a run's time goes. */
const busy = new Map<string, number>();
let account: FuzzAccount;
let slowClients: Promise<{ label: string; answer: Awaited<ReturnType<FuzzClient['halfSent']>> }[]>;
/** Requests per target, for the report: the bff's and the webhook's. */
const sent = { bff: 0, webhook: 0 };

const record = (fuzz: FuzzRequest, problems: string[], status?: number) => {
  if (status !== undefined) statuses.set(status, (statuses.get(status) ?? 0) + 1);
  if (problems.length) failures.push(`${fuzz.label} (${fuzz.method} ${fuzz.path.slice(0, 80)}): ${problems.join('; ')}`);
};

/** Where a request goes: the bff's public port, or billing's webhook port (signed when sent, so never stale). */
type Planned = { to: 'bff'; fuzz: FuzzRequest } | { to: 'webhook'; fuzz: WebhookCase };

const prepared = (planned: Planned): FuzzRequest => (planned.to === 'bff' ? planned.fuzz : webhookRequest(planned.fuzz));
const clientFor = (planned: Planned) => (planned.to === 'bff' ? client : webhook);
const checkOf = (planned: Planned) => ({ browser: planned.to === 'bff' });

/**
 * Sends every request, CONNECTIONS at a time. A 503 is a service missing its deadline: when the
 * same request, sent again alone afterwards, is answered properly, the 503 came from the fuzz's own
 * load on a busy machine (identity hashing passwords), not from the input, and is only counted.
 */
async function sendAll(requests: Planned[]): Promise<number> {
  const overloaded: Planned[] = [];
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const planned = requests[next++];
      const fuzz = prepared(planned);
      const began = Date.now();
      sent[planned.to]++;
      try {
        const answer = await clientFor(planned).send(fuzz);
        const endpoint = fuzz.label.split(':')[0];
        busy.set(endpoint, (busy.get(endpoint) ?? 0) + Date.now() - began);
        if (answer.status === 503) overloaded.push(planned);
        else record(fuzz, answerProblems(fuzz, answer, checkOf(planned)), answer.status);
      } catch (error) {
        record(fuzz, [(error as Error).message]);
      }
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  for (const planned of overloaded) {
    const fuzz = prepared(planned);
    const answer = await clientFor(planned)
      .send(fuzz)
      .catch((error: Error) => error);
    if (answer instanceof Error) record(fuzz, [answer.message]);
    else
      record(
        fuzz,
        answerProblems(fuzz, answer, checkOf(planned)).map((problem) => `sent alone after a 503 under load: ${problem}`),
        answer.status,
      );
  }
  return overloaded.length;
}

/**
 * Every deterministic case of the bff's endpoints and of the webhook, then random ones up to
 * REQUESTS (or an even sample when REQUESTS is smaller). The webhook is one endpoint among the
 * bff's: it gets that share of the random ones.
 */
function plan(targets: Target[]): Planned[] {
  const cases: Planned[] = [
    ...targets.flatMap(casesFor).map((fuzz) => ({ to: 'bff' as const, fuzz })),
    ...webhookCases().map((fuzz) => ({ to: 'webhook' as const, fuzz })),
  ];
  if (!REQUESTS) return cases;
  if (REQUESTS <= cases.length) return cases.filter((_, index) => index % Math.ceil(cases.length / REQUESTS) === 0);
  const random = seeded(SEED);
  const randomOne = (): Planned =>
    random.int(targets.length + 1) === 0
      ? { to: 'webhook', fuzz: randomWebhookCase(random) }
      : { to: 'bff', fuzz: randomCase(targets, random) };
  return [...cases, ...Array.from({ length: REQUESTS - cases.length }, randomOne)];
}

describe('hostile input to every endpoint of the bff (issue 12)', () => {
  beforeAll(async () => {
    // Slow clients first: their connections stay open while everything else runs.
    const halfBody =
      'POST /auth/token/login/ HTTP/1.1\r\nHost: fuzz\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{"username": "fuz';
    const halfHeaders = 'GET /api/get-plans/ HTTP/1.1\r\nHost: fuzz\r\nX-Slow: ';
    const halfDelivery =
      'POST /stripe/webhook HTTP/1.1\r\nHost: fuzz\r\nContent-Type: application/json\r\nStripe-Signature: t=1,v1=0\r\nContent-Length: 400\r\n\r\n{"id": "evt_';
    slowClients = Promise.all([
      ...Array.from({ length: 50 }, async () => ({
        label: 'half a body',
        answer: await client.halfSent(halfBody, SLOW_CLIENT_DEADLINE_MS),
      })),
      ...Array.from({ length: 10 }, async () => ({
        label: 'half the headers',
        answer: await client.halfSent(halfHeaders, SLOW_CLIENT_DEADLINE_MS),
      })),
      ...Array.from({ length: 10 }, async () => ({
        label: 'half a webhook delivery',
        answer: await webhook.halfSent(halfDelivery, SLOW_CLIENT_DEADLINE_MS),
      })),
    ]);
    const username = `fuzz${randomBytes(5).toString('hex')}`;
    const password = 'Catalyst-Fuzz-2026';
    const created = await client.json<{ id: number }>('POST', '/auth/users/', {
      username,
      email: `${username}@example.com`,
      password,
      first_name: 'Fuzz',
      last_name: 'Tester',
      country: 'US',
    });
    if (created.status !== 201)
      throw new Error(`registering the fuzz account: ${created.status} ${JSON.stringify(created.body)}`);
    const login = await client.json<{ auth_token: string }>('POST', '/auth/token/login/', { username, password });
    if (login.status !== 200) throw new Error(`signing in the fuzz account: ${login.status} ${JSON.stringify(login.body)}`);
    account = { id: created.body.id, token: login.body.auth_token };
  });
  afterAll(() => {
    client.close();
    webhook.close();
  });

  const requestBudget = Math.max(REQUESTS, 5_000);

  it(
    'answers every case without a 5xx or a hang, in the spec’s error shape',
    async () => {
      const hints = endpointHints(account);
      const tokens = { account: `Token ${account.token}`, stranger: `Token ${'0'.repeat(40)}` };
      const targets = bffRoutes().map((route) => ({ route, hint: hints[routeKey(route)] ?? {}, tokens }));
      const requests = plan(targets);
      const started = Date.now();
      const overloaded = await sendAll(requests);
      for (const [what, { bytes, expect }] of Object.entries(RAW_REQUESTS))
        for (const [to, target] of [
          ['bff', client],
          ['webhook', webhook],
        ] as const) {
          const fuzz = { label: `raw to the ${to}: ${what}`, method: 'RAW', path: '', headers: {}, expect };
          sent[to]++;
          const answer = await target.raw(bytes).catch((error: Error) => error);
          if (answer instanceof Error) record(fuzz, [answer.message]);
          else record(fuzz, answerProblems(fuzz, answer, { browser: to === 'bff' }), answer.status);
        }
      const seconds = (Date.now() - started) / 1000;
      const histogram = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`);
      console.log(
        `fuzz: ${sent.bff + sent.webhook} requests (${sent.bff} to ${targets.length} endpoints of the bff, ${sent.webhook} to billing's webhook) in ${seconds.toFixed(1)} s: ` +
          `${histogram.join(' ')} (${overloaded} answered 503 under load and properly when sent again alone)`,
      );
      const slowest = [...busy].sort(([, a], [, b]) => b - a).slice(0, 5);
      console.log(
        `fuzz: slowest endpoints ${slowest.map(([endpoint, ms]) => `${endpoint} ${(ms / 1000).toFixed(1)} s`).join(', ')}`,
      );
      expect(failures).toEqual([]);
    },
    requestBudget * 25 + HANG_MS,
  );

  it(
    'closes every connection that sends half a request, with a 408 (issue 12 §4), the webhook’s included',
    async () => {
      const results = await slowClients;
      const open = results.filter(({ answer }) => answer === undefined).map(({ label }) => label);
      expect({ stillOpen: open }).toEqual({ stillOpen: [] });
      for (const { label, answer } of results) {
        expect({ label, status: answer?.status }).toEqual({ label, status: 408 });
        if (label === 'half a webhook delivery') expect(isErrorShape(JSON.parse(answer!.body))).toBe(true);
        else expect(JSON.parse(answer!.body)).toEqual({ detail: 'The request was not received in time.' });
      }
    },
    SLOW_CLIENT_DEADLINE_MS + 5_000,
  );

  it('still registers, signs in and shows the profile afterwards', async () => {
    const username = `after${randomBytes(5).toString('hex')}`;
    const password = 'Catalyst-After-2026';
    const registered = await client.json('POST', '/auth/users/', {
      username,
      email: `${username}@example.com`,
      password,
      first_name: 'Ada',
      last_name: 'Lovelace',
      country: 'UK',
    });
    expect(registered.status).toBe(201);
    const login = await client.json<{ auth_token: string }>('POST', '/auth/token/login/', { username, password });
    expect(login.status).toBe(200);
    const profile = await client.json<{ username: string }>('GET', '/usermanagement/profile/', undefined, login.body.auth_token);
    expect(profile).toMatchObject({ status: 200, body: { username } });
  });
});
