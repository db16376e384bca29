// Issue 12: hostile input sent to every endpoint of the bff must never get a 5xx or hang, and every
// refusal must be in the spec's error shape. `npm test` sends each deterministic case once;
// `npm run fuzz -- --requests 20000` adds seeded random variations up to that many requests.
import { randomBytes } from 'node:crypto';
import { bffUrl } from '../support/api.js';
import { answerProblems } from './answer-check.js';
import { bffRoutes, routeKey } from './bff-routes.js';
import { endpointHints, type FuzzAccount } from './endpoint-hints.js';
import { FuzzClient, HANG_MS } from './fuzz-client.js';
import { casesFor, randomCase, RAW_REQUESTS, seeded, type FuzzRequest, type Target } from './hostile-cases.js';

const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 0);
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const CONNECTIONS = 6;
/** The bff cuts a request off after 15 s (HTTP_REQUEST_TIMEOUT_MS); a connection open twice as long hangs. */
const SLOW_CLIENT_DEADLINE_MS = 30_000;

const client = new FuzzClient(bffUrl(), CONNECTIONS);
const failures: string[] = [];
const statuses = new Map<number, number>();
/** Milliseconds spent waiting on each endpoint, to show where a run's time goes. */
const busy = new Map<string, number>();
let account: FuzzAccount;
let slowClients: Promise<{ label: string; answer: Awaited<ReturnType<FuzzClient['halfSent']>> }[]>;

const record = (fuzz: FuzzRequest, problems: string[], status?: number) => {
  if (status !== undefined) statuses.set(status, (statuses.get(status) ?? 0) + 1);
  if (problems.length) failures.push(`${fuzz.label} (${fuzz.method} ${fuzz.path.slice(0, 80)}): ${problems.join('; ')}`);
};

/**
 * Sends every request, CONNECTIONS at a time. A 503 is a service missing its deadline: when the
 * same request, sent again alone afterwards, is answered properly, the 503 came from the fuzz's own
 * load on a busy machine (identity hashing passwords), not from the input, and is only counted.
 */
async function sendAll(requests: FuzzRequest[]): Promise<number> {
  const overloaded: FuzzRequest[] = [];
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const fuzz = requests[next++];
      const began = Date.now();
      try {
        const answer = await client.send(fuzz);
        const endpoint = fuzz.label.split(':')[0];
        busy.set(endpoint, (busy.get(endpoint) ?? 0) + Date.now() - began);
        if (answer.status === 503) overloaded.push(fuzz);
        else record(fuzz, answerProblems(fuzz, answer), answer.status);
      } catch (error) {
        record(fuzz, [(error as Error).message]);
      }
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  for (const fuzz of overloaded) {
    const answer = await client.send(fuzz).catch((error: Error) => error);
    if (answer instanceof Error) record(fuzz, [answer.message]);
    else
      record(
        fuzz,
        answerProblems(fuzz, answer).map((problem) => `sent alone after a 503 under load: ${problem}`),
        answer.status,
      );
  }
  return overloaded.length;
}

/** Every deterministic case, then random ones up to REQUESTS (or an even sample when REQUESTS is smaller). */
function plan(targets: Target[]): FuzzRequest[] {
  const cases = targets.flatMap(casesFor);
  if (!REQUESTS) return cases;
  if (REQUESTS <= cases.length) return cases.filter((_, index) => index % Math.ceil(cases.length / REQUESTS) === 0);
  const random = seeded(SEED);
  return [...cases, ...Array.from({ length: REQUESTS - cases.length }, () => randomCase(targets, random))];
}

describe('hostile input to every endpoint of the bff (issue 12)', () => {
  beforeAll(async () => {
    // Slow clients first: their connections stay open while everything else runs.
    const halfBody =
      'POST /auth/token/login/ HTTP/1.1\r\nHost: fuzz\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{"username": "fuz';
    const halfHeaders = 'GET /api/get-plans/ HTTP/1.1\r\nHost: fuzz\r\nX-Slow: ';
    slowClients = Promise.all([
      ...Array.from({ length: 50 }, async () => ({
        label: 'half a body',
        answer: await client.halfSent(halfBody, SLOW_CLIENT_DEADLINE_MS),
      })),
      ...Array.from({ length: 10 }, async () => ({
        label: 'half the headers',
        answer: await client.halfSent(halfHeaders, SLOW_CLIENT_DEADLINE_MS),
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
  afterAll(() => client.close());

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
      for (const [what, { bytes, expect }] of Object.entries(RAW_REQUESTS)) {
        const fuzz = { label: `raw: ${what}`, method: 'RAW', path: '', headers: {}, expect };
        const answer = await client.raw(bytes).catch((error: Error) => error);
        if (answer instanceof Error) record(fuzz, [answer.message]);
        else record(fuzz, answerProblems(fuzz, answer), answer.status);
      }
      const seconds = (Date.now() - started) / 1000;
      const histogram = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`);
      console.log(
        `fuzz: ${requests.length + Object.keys(RAW_REQUESTS).length} requests to ${targets.length} endpoints in ${seconds.toFixed(1)} s: ` +
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
    'closes every connection that sends half a request, with a 408 (issue 12 §4)',
    async () => {
      const results = await slowClients;
      const open = results.filter(({ answer }) => answer === undefined).map(({ label }) => label);
      expect({ stillOpen: open.length }).toEqual({ stillOpen: 0 });
      for (const { answer } of results) {
        expect(answer?.status).toBe(408);
        expect(JSON.parse(answer!.body)).toEqual({ detail: 'The request was not received in time.' });
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
