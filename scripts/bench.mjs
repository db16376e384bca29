#!/usr/bin/env node
// `npm run bench`: throughput and latency of the product's hot paths, each next to a bare
// node:http server answering the same bytes, measured in the same run on this machine.
// Loopback only, bounded in time. Figures go to docs/benchmarks.md. The load comes from wrk
// (Debian's, installed when missing); only the webhook run uses autocannon, which can sign each
// request on its own.
import './node24.mjs';
import { Buffer } from 'node:buffer';
import { execFileSync, spawn } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { alertsBench } from './bench-alerts.mjs';
import { requireDebianPackage } from './debian-package.mjs';
import { DJANGO_WORKERS, startDjangoReference } from './django-reference.mjs';
import { infrastructure, requireInfrastructure } from './infrastructure.mjs';
import { collectGarbage } from './inspector-gc.mjs';
import { removeStackData, SERVICES, startStack, TEST_PORTS } from './stack.mjs';
import { WRK, wrk } from './wrk.mjs';

requireDebianPackage({ pkg: 'wrk', executable: WRK, neededFor: 'the load of npm run bench' });
// From node_modules: loaded once ./node24.mjs has made sure they are installed.
const { default: autocannon } = await import('autocannon');
const { default: Stripe } = await import('stripe');

const root = resolve(import.meta.dirname, '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
// Beside a running `npm test`, which holds the test ports: BENCH_PORT_OFFSET=30000 moves every port of the run.
const portOffset = Number(process.env.BENCH_PORT_OFFSET ?? 0);
const PORTS = Object.fromEntries(Object.entries(TEST_PORTS).map(([name, port]) => [name, port + portOffset]));
const BARE_PORT = 19999 + portOffset;
const DJANGO_PORT = 19998 + portOffset;
/** `GET /usermanagement/profile/` on the original Django + DRF + Djoser stack as issue 11 measured it once (wrk -t1 -c32). */
const ISSUE_11_DJANGO_PROFILE_RPS = 1334;
// `BENCH_ONLY=calendars,portfolios` runs some groups: accounts, alerts, billing, calendars, newsletter, portfolios, watchlists.
const only = process.env.BENCH_ONLY?.split(',');
const wants = (group) => !only || only.includes(group);

await requireInfrastructure();
mkdirSync(join(root, '.run'), { recursive: true });
execFileSync(process.execPath, [join(root, 'scripts/build.mjs'), '--backend'], { stdio: ['ignore', 'ignore', 'inherit'] });

const databasePrefix = `bench_${process.pid}_`;
// A NATS server of the run's own, so no other stack on this machine answers our requests.
const { startPrivateNats } = await import(join(root, 'runtime/dist/testing/private-nats.js'));
const nats = await startPrivateNats(24251 + portOffset);
const stackOptions = {
  ports: PORTS,
  databasePrefix,
  keyPrefix: `bench_${process.pid}:`,
  ...infrastructure,
  natsUrl: nats.url,
  // Measure the endpoints, not the rate limiter's refusals.
  env: {
    THROTTLE_LOGIN_FAILURES_PER_CLIENT: '1000000/second',
    THROTTLE_LOGIN_FAILURES_PER_PAIR: '1000000/second',
    THROTTLE_REGISTER_PER_CLIENT: '1000000/second',
    THROTTLE_CALENDAR_FEED_PER_CLIENT: '1000000/second',
    THROTTLE_CALENDAR_FEED_PER_TOKEN: '1000000/second',
    LOG_LEVEL: 'warn',
    // The alerts group waits for a sync after moving dates: every 15 s rather than every 10 minutes.
    ...(wants('alerts') ? { CATALYSTS_SYNC_MS: '15000' } : {}),
  },
  log: (name, line) => appendFileSync(join(root, '.run/bench-stack.log'), `${name} ${line}\n`),
};
const stack = await startStack(stackOptions).catch(async (error) => {
  await removeStackData(stackOptions);
  await nats.stop();
  throw error;
});
const bff = `http://127.0.0.1:${PORTS.bff}`;

async function request(method, path, { body, headers = {} } = {}) {
  const response = await fetch(`${bff}${path}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, contentType: response.headers.get('content-type'), text: await response.text() };
}

/** A bare node:http server in its own process, answering `body` with `headers` to everything. */
async function bareServer(body, headers) {
  const bytes = Buffer.from(body).toString('base64');
  const source = `const body = Buffer.from(${JSON.stringify(bytes)}, 'base64'); require('node:http').createServer((q, s) => { q.resume(); q.on('end', () => { s.writeHead(200, ${JSON.stringify(headers)}); s.end(body); }); }).listen(${BARE_PORT}, '127.0.0.1', () => process.send('ready'));`;
  const child = spawn(process.execPath, ['-e', source], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  await new Promise((resolve) => child.once('message', resolve));
  return () => new Promise((resolve) => (child.once('exit', resolve), child.kill()));
}

/** The bytes the bff answers as they travel (fetch would undo their compression), with their type and encoding. */
function rawAnswer(path, headers) {
  return new Promise((resolve, reject) =>
    httpGet(`${bff}${path}`, { headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          body: Buffer.concat(chunks),
          headers: {
            'content-type': response.headers['content-type'],
            ...(response.headers['content-encoding'] ? { 'content-encoding': response.headers['content-encoding'] } : {}),
          },
        }),
      );
    }).on('error', reject),
  );
}

const load = (url, options) => wrk(url, { ...options, seconds });
const fmt = (n) => n.toLocaleString('en-US', { maximumFractionDigits: 1 });
const WARM_UP_SECONDS = 2;
/** Ticker sets a round of the calendars' "new ticker set" endpoint asks, each once: warm-up first, then the run. */
const SETS_PER_ROUND = 110_000;

/** A file's text, or undefined once it is gone (a /proc entry of a process that ended). */
function readIfThere(path) {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    if (error.code === 'ENOENT' || error.code === 'ESRCH') return undefined;
    throw error;
  }
}

/** CPU seconds a process has used so far (Linux /proc), or undefined elsewhere. */
function cpuSeconds(pid) {
  const stat = readIfThere(`/proc/${pid}/stat`);
  if (stat === undefined) return undefined;
  // utime and stime, in clock ticks (100 a second on Linux), after the command name.
  const fields = stat.split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** CPU seconds used so far by each process of the stack, and by PostgreSQL's (the machine's server: all its processes). */
function cpuByProcess() {
  const used = Object.fromEntries(stack.processes.map((running) => [running.spec.name, cpuSeconds(running.child.pid) ?? 0]));
  used.postgres = 0;
  for (const pid of existsSync('/proc') ? readdirSync('/proc').filter((name) => /^\d+$/.test(name)) : []) {
    // A process of other work on the machine may end between the listing and the read.
    const command = readIfThere(`/proc/${pid}/comm`)?.trim();
    if (command === 'postgres') used.postgres += cpuSeconds(pid) ?? 0;
  }
  return used;
}

/**
 * Waits (`maxSeconds` at most) until the whole stack idles. Before the first runs: start-up work (the
 * calendar backfill, the answers the bff prepares from its events). Before each endpoint's run: what
 * the previous load left to do (the events of a webhook burst, a briefing's mails), which would
 * otherwise be measured as this endpoint's cost.
 */
async function settle(maxSeconds) {
  const pids = stack.processes.map((running) => running.child.pid);
  const busy = () => pids.reduce((sum, pid) => sum + (cpuSeconds(pid) ?? 0), 0);
  for (let waited = 0; waited < maxSeconds; waited += 2) {
    const before = busy();
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    // Under a fifth of one core, all processes together.
    if ((busy() - before) / 2 < 0.2) return;
  }
  console.log(`the stack did not settle within ${maxSeconds} s; measuring anyway`);
}

const rows = [];
let webhookRow;
/** The Django + DRF + Djoser stack the profile path is compared with, in the same run (accounts group). */
let django;
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 1));
/** Resident memory (MiB) of each process of the stack, after each round, and its peak. */
const memoryAfterRounds = [];
/** The same, read after each process's full garbage collection (memoryAfterCollection). */
const collectedAfterRounds = [];

/** Where a process of the stack shows its Prometheus metrics (the emulators have none). */
const SERVICE_NAMES = new Set(SERVICES.map((service) => service.name));
const metricsPortOf = (name) => (name === 'bff' ? PORTS.bffMetrics : SERVICE_NAMES.has(name) ? PORTS[name] : undefined);

/** A process's Prometheus metrics as text, or '' where it shows none (the emulators). */
const metricsOf = (name) =>
  metricsPortOf(name)
    ? fetch(`http://127.0.0.1:${metricsPortOf(name)}/metrics`)
        .then((response) => (response.ok ? response.text() : ''))
        .catch(() => '')
    : Promise.resolve('');

/** A gauge of prom-client's default metrics in that text, in MiB, or undefined where it is not. */
function gaugeMiB(metrics, gauge) {
  const value = new RegExp(`^${gauge} (\\S+)$`, 'm').exec(metrics)?.[1];
  return value === undefined ? undefined : Number(value) / 2 ** 20;
}

/**
 * `VmRSS` and `VmHWM` (the peak) of each process of the stack, in MiB (Linux /proc), the V8 heap it
 * uses and its memory outside that heap held by JavaScript objects (Buffers: kept answers, their
 * compressed forms): resident memory above both is room V8 or malloc has not handed back yet.
 */
async function residentMemory() {
  const mib = (status, field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) / 1024;
  const entries = await Promise.all(
    stack.processes.map(async (running) => {
      const status = readIfThere(`/proc/${running.child.pid}/status`) ?? '';
      const name = running.spec.name;
      const metrics = await metricsOf(name);
      const heapUsed = gaugeMiB(metrics, 'nodejs_heap_size_used_bytes');
      const external = gaugeMiB(metrics, 'nodejs_external_memory_bytes');
      return [name, { rss: mib(status, 'VmRSS'), peak: mib(status, 'VmHWM'), heapUsed, external }];
    }),
  );
  return Object.fromEntries(entries);
}

/**
 * residentMemory() once every process of the stack has collected its garbage (a full GC through its
 * inspector, one process at a time): each read at the same point of V8's cycle, so that two rounds
 * compare what each process keeps, not how much garbage it had not collected yet.
 */
async function memoryAfterCollection() {
  for (const running of stack.processes)
    await collectGarbage(running.child.pid).catch((error) =>
      console.log(`${running.spec.name}: no garbage collection (${error.message}); its memory is read as it is`),
    );
  return residentMemory();
}

/**
 * Slices each measured run of an endpoint is cut into, the product's and the bare server's taken in
 * turn (product, bare, product, bare…): this machine is shared, and its pace changes from one
 * quarter of an hour to the next, sometimes within a minute. Two runs one after the other compared
 * the product in one stretch of time with the bare server in the next; in turn, both see the same
 * stretches. An endpoint that asks a new path on every request (`paths`) is not cut: its goal is
 * its own throughput and tail, not a ratio, and its paths are asked once each.
 */
const SLICES = 5;

/** wrk's figures of consecutive slices as one run's: requests summed, the slowest slice's percentiles. */
function joinSlices(slices, sliceSeconds) {
  const total = slices.reduce((sum, slice) => sum + slice.requests.total, 0);
  const worst = (pick) => Math.max(...slices.map(pick));
  return {
    requests: { average: total / (sliceSeconds * slices.length), total },
    latency: { p50: worst((slice) => slice.latency.p50), p99: worst((slice) => slice.latency.p99) },
    errors: slices.reduce((sum, slice) => sum + slice.errors, 0),
    non2xx: slices.reduce((sum, slice) => sum + slice.non2xx, 0),
  };
}

/**
 * One endpoint under wrk beside the bare server with the product's answer, in turns (SLICES). With
 * `paths`, each request of the measured run takes the next of them (`warmUpPaths` for the warm-up,
 * so that the warm-up leaves nothing cached for the measured run); `path` gives the sample answer.
 * With `reference` (another stack answering the same path, with its own headers), its slices take
 * their turn too: product, bare, reference, product…
 */
async function scenario(name, { method, path, headers = {}, body, connections, paths, warmUpPaths, reference }) {
  // Some answers need a moment after start-up (the quotes cache fills from the first refresh).
  let sample = await request(method, path, { body: body && JSON.parse(body), headers });
  for (let waited = 0; sample.status === 503 && waited < 30_000; waited += 500) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    sample = await request(method, path, { body: body && JSON.parse(body), headers });
  }
  if (sample.status >= 400) throw new Error(`${name}: sample answer ${sample.status} ${sample.text}`);
  // An answer compressed for the client is compared with a bare server sending the same compressed bytes.
  const answer = headers['accept-encoding']
    ? await rawAnswer(path, headers)
    : { body: sample.text, headers: { 'content-type': sample.contentType } };
  const stopBare = await bareServer(answer.body, answer.headers);
  try {
    await settle(60);
    // Short unmeasured runs first: the measured ones see code the JIT has compiled, like a server that has been up a while.
    await wrk(`${bff}${path}`, { method, headers, body, connections, paths: warmUpPaths, seconds: WARM_UP_SECONDS });
    await wrk(`http://127.0.0.1:${BARE_PORT}${path}`, { method, headers, body, connections, seconds: WARM_UP_SECONDS });
    const referenceLoad = reference && { method, headers: reference.headers, body, connections };
    if (reference) await wrk(`${reference.url}${path}`, { ...referenceLoad, seconds: WARM_UP_SECONDS });
    const slices = paths ? 1 : Math.min(SLICES, seconds);
    // wrk takes whole seconds.
    const sliceSeconds = Math.floor(seconds / slices);
    const productSlices = [];
    const bareSlices = [];
    const referenceSlices = [];
    const cpuUsed = {};
    for (let slice = 0; slice < slices; slice++) {
      const cpuBefore = cpuByProcess();
      productSlices.push(await wrk(`${bff}${path}`, { method, headers, body, connections, paths, seconds: sliceSeconds }));
      for (const [processName, used] of Object.entries(cpuByProcess()))
        cpuUsed[processName] = (cpuUsed[processName] ?? 0) + used - (cpuBefore[processName] ?? 0);
      bareSlices.push(
        await wrk(`http://127.0.0.1:${BARE_PORT}${path}`, { method, headers, body, connections, paths, seconds: sliceSeconds }),
      );
      if (reference) referenceSlices.push(await wrk(`${reference.url}${path}`, { ...referenceLoad, seconds: sliceSeconds }));
    }
    const product = joinSlices(productSlices, sliceSeconds);
    const bare = joinSlices(bareSlices, sliceSeconds);
    // Microseconds of CPU each busy process spent per answer: where the time of a path goes.
    const cpuPerAnswer = Object.entries(cpuUsed)
      .map(([processName, used]) => [processName, (used * 1e6) / Math.max(1, product.requests.total)])
      .filter(([, micros]) => micros >= 1)
      .map(([processName, micros]) => `${processName} ${Math.round(micros)}`)
      .join(', ');
    const errors = product.errors + product.non2xx;
    // The machine's 1-minute load average at the end of the runs: what else was using the two cores.
    rows.push({
      name,
      connections,
      product,
      bare,
      reference: reference && joinSlices(referenceSlices, sliceSeconds),
      errors,
      cpuPerAnswer,
      load: loadavg()[0].toFixed(1),
    });
  } finally {
    await stopBare();
  }
}

try {
  const account = {
    username: `bench${process.pid}`,
    email: `bench${process.pid}@example.com`,
    password: 'Bench-Catalyst-2026',
    first_name: 'Bench',
    last_name: 'Mark',
  };
  await request('POST', '/auth/users/', { body: account });
  const token = JSON.parse(
    (await request('POST', '/auth/token/login/', { body: { username: account.username, password: account.password } })).text,
  ).auth_token;

  if (wants('accounts'))
    django = await startDjangoReference({
      port: DJANGO_PORT,
      postgresUrl: stackOptions.postgresUrl,
      databaseName: `${databasePrefix}django`,
      account,
    });
  await settle(180);

  // Billing: the subscriber's details (from billing's own copy of the subscription), and webhook throughput.
  const stripeUrl = `http://127.0.0.1:${PORTS.stripe}`;
  const card = await fetch(`${stripeUrl}/v1/payment_methods`, {
    method: 'POST',
    body: new globalThis.URLSearchParams({
      type: 'card',
      'card[number]': '4242424242424242',
      'card[exp_month]': '12',
      'card[exp_year]': '2040',
      key: 'pk_test_emulator',
    }),
  }).then((response) => response.json());
  const plans = JSON.parse((await request('GET', '/api/get-plans/')).text).plans;
  const created = JSON.parse(
    (
      await request('POST', '/api/create-subscription/', {
        headers: { authorization: `Token ${token}` },
        // Many accounts share a test card: only the first gets the trial, the others agree to pay at once (issue 19 §1).
        body: { payment_method_id: card.id, price_id: plans[0].stripe_price_id, charge_now_confirmed: true },
      })
    ).text,
  );
  // `BENCH_ROUNDS=2` runs the wrk scenarios again on the same stack: resident memory after each round
  // shows whether a process grows from one run to the next. The one-off loads run in the first round.
  for (let round = 1; round <= rounds; round++) {
    if (wants('accounts')) await accountScenarios(token, account, django);
    if (wants('billing')) {
      await scenario('GET /api/get-subscription-details/ (kept by the bff until billing.details.changed.v1)', {
        method: 'GET',
        path: '/api/get-subscription-details/',
        headers: { authorization: `Token ${token}` },
        connections: 32,
      });
      if (round === 1) webhookRow = await webhookThroughput(created.subscription.id);
    }
    if (wants('calendars')) await calendarScenarios(token, round);
    if (wants('newsletter') && round === 1) await newsletterBriefingBench();
    if (wants('portfolios')) await portfolioScenarios(token);
    if (wants('watchlists')) await watchlistScenarios(token, round);
    if (wants('billing') && round === 1) await billingLoadBench();
    if (wants('alerts') && round === 1)
      await alertsBench({
        root,
        stack,
        request,
        token,
        marketDataUrl: `http://127.0.0.1:${PORTS.marketData}`,
        redisUrl: stackOptions.redisUrl,
        watchlistsRss: async () => (await residentMemory()).watchlists.rss,
      });
    memoryAfterRounds.push(await residentMemory());
    collectedAfterRounds.push(await memoryAfterCollection());
  }
} finally {
  await django?.stop();
  await stack.stop();
  await removeStackData(stackOptions);
  await nats.stop();
}

/**
 * The accounts' hot paths: the profile (token remembered), with the Django stack's in turn, the
 * quotes tape, and login (argon2id-bound).
 */
async function accountScenarios(token, account, reference) {
  await scenario('GET /usermanagement/profile/ (token remembered by the bff; identity asked once)', {
    method: 'GET',
    path: '/usermanagement/profile/',
    headers: { authorization: `Token ${token}` },
    connections: 32,
    reference: { url: reference.url, headers: { authorization: `Token ${reference.token}` } },
  });
  await scenario('GET /api/benzingadelayedquotes/ (cache refreshed by events)', {
    method: 'GET',
    path: '/api/benzingadelayedquotes/',
    connections: 32,
  });
  await scenario('GET /api/benzingadelayedquotes/ as a browser asks (Brotli, compressed once per refresh)', {
    method: 'GET',
    path: '/api/benzingadelayedquotes/',
    headers: { 'accept-encoding': 'gzip, deflate, br' },
    connections: 32,
  });
  await scenario('POST /auth/token/login/ (argon2id verify)', {
    method: 'POST',
    path: '/auth/token/login/',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: account.username, password: account.password }),
    connections: 8,
  });
}

/**
 * Signed `customer.subscription.updated` deliveries, each with a new event id (so each is applied:
 * ledger insert, Stripe re-read under the subscription's lock, upsert), straight to billing.
 */
async function webhookThroughput(subscriptionId) {
  const stripe = new Stripe('sk_test_emulator');
  let sequence = 0;
  const result = await new Promise((resolve, reject) =>
    autocannon(
      {
        url: `http://127.0.0.1:${PORTS.billing}/stripe/webhook`,
        connections: 8,
        duration: seconds,
        requests: [
          {
            method: 'POST',
            setupRequest: (req) => {
              const payload = JSON.stringify({
                id: `evt_bench_${process.pid}_${++sequence}`,
                object: 'event',
                type: 'customer.subscription.updated',
                data: { object: { id: subscriptionId, object: 'subscription' } },
              });
              const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_emulator' });
              return { ...req, body: payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } };
            },
          },
        ],
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    ),
  );
  return {
    events: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

console.log(`\n${seconds} s per run, loopback, ${new Date().toISOString()}\n`);
console.log('| endpoint | conns | req/s | p50 ms | p99 ms | bare req/s | bare p50 | bare p99 | ratio | errors | load |');
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const { name, connections, product, bare, errors, load } of rows) {
  const ratio = product.requests.average / bare.requests.average;
  console.log(
    `| ${name} | ${connections} | ${fmt(product.requests.average)} | ${product.latency.p50} | ${product.latency.p99} | ${fmt(bare.requests.average)} | ${bare.latency.p50} | ${bare.latency.p99} | ${(ratio * 100).toFixed(1)}% | ${errors} | ${load} |`,
  );
}
console.log('\n| endpoint | CPU µs per answer, by process |');
console.log('| --- | --- |');
for (const { name, cpuPerAnswer } of rows) console.log(`| ${name} | ${cpuPerAnswer} |`);
// Each round's profile run next to the Django + DRF + Djoser stack's, measured in turn with it.
const profileRows = rows.filter(({ name }) => name.startsWith('GET /usermanagement/profile/'));
for (const [index, { product, bare, reference }] of profileRows.entries()) {
  const rps = product.requests.average;
  const djangoRps = reference.requests.average;
  console.log(
    `${index === 0 ? '\n' : ''}profile path, round ${index + 1}: ${fmt(rps)} req/s = ${(rps / djangoRps).toFixed(1)}× Django + DRF + Djoser in the same slices (${fmt(djangoRps)} req/s, p99 ${reference.latency.p99} ms, ${reference.errors + reference.non2xx} errors; gunicorn, ${DJANGO_WORKERS} sync workers; goal 15×; ${(rps / ISSUE_11_DJANGO_PROFILE_RPS).toFixed(1)}× issue 11's ${fmt(ISSUE_11_DJANGO_PROFILE_RPS)} req/s), ${((100 * rps) / bare.requests.average).toFixed(1)}% of bare (goal 50%), p99 ${product.latency.p99} ms (goal < 10)`,
  );
}
const detailsRows = rows.filter(({ name }) => name.startsWith('GET /api/get-subscription-details/'));
for (const [index, detailsRow] of detailsRows.entries()) {
  const profileRow = profileRows[index];
  if (!profileRow) break;
  const share = detailsRow.product.requests.average / profileRow.product.requests.average;
  console.log(`subscription details, round ${index + 1}: ${(100 * share).toFixed(1)}% of the profile path's req/s (goal 50%)`);
}
if (memoryAfterRounds.length > 0) {
  const names = Object.keys(memoryAfterRounds[0]);
  const last = memoryAfterRounds.at(-1);
  console.log(
    `\n| process | ${memoryAfterRounds.map((_, index) => `RSS MiB after round ${index + 1}`).join(' | ')} | peak MiB | V8 heap used MiB |`,
  );
  console.log(`| --- | ${memoryAfterRounds.map(() => '---').join(' | ')} | --- | --- |`);
  for (const name of names)
    console.log(
      `| ${name} | ${memoryAfterRounds.map((round) => fmt(round[name]?.rss ?? 0)).join(' | ')} | ${fmt(last[name]?.peak ?? 0)} | ${last[name]?.heapUsed === undefined ? '' : fmt(last[name].heapUsed)} |`,
    );
  // Growth between rounds, each process read after a full GC: resident memory, and where it is (the
  // V8 heap in use, Buffers outside it; the rest of RSS is neither: code, V8's and malloc's free room).
  console.log(
    `\n| process | ${collectedAfterRounds.map((_, index) => `after round ${index + 1} and a full GC: RSS (heap used + external) MiB`).join(' | ')} |`,
  );
  console.log(`| --- | ${collectedAfterRounds.map(() => '---').join(' | ')} |`);
  const parts = ({ rss, heapUsed, external }) =>
    heapUsed === undefined ? fmt(rss) : `${fmt(rss)} (${fmt(heapUsed)} + ${fmt(external ?? 0)})`;
  for (const name of names) console.log(`| ${name} | ${collectedAfterRounds.map((round) => parts(round[name])).join(' | ')} |`);
  // Issue 17's goals, for the product's processes (the bff and the services; the emulators stand in for Stripe,
  // the provider and mail): 300 MB at most, and no growth between two consecutive runs (the last two, each after a full GC).
  const product = names.filter((name) => name === 'bff' || SERVICE_NAMES.has(name));
  const emulators = names.filter((name) => !product.includes(name));
  const highestPeak = (among) => among.map((name) => [name, last[name]?.peak ?? 0]).sort((a, b) => b[1] - a[1])[0];
  const [highest, highestEmulator] = [highestPeak(product), highestPeak(emulators)];
  console.log(
    `\nhighest peak of the product: ${highest[0]} ${fmt(highest[1])} MiB (goal ≤ 300 MB = ${fmt(300e6 / 2 ** 20)} MiB)`,
  );
  if (highestEmulator)
    console.log(`highest peak of an emulator: ${highestEmulator[0]} ${fmt(highestEmulator[1])} MiB (not the product's)`);
  if (collectedAfterRounds.length > 1) {
    const [before, after] = collectedAfterRounds.slice(-2);
    const [most] = product.map((name) => [name, after[name].rss - before[name].rss]).sort((a, b) => b[1] - a[1]);
    console.log(
      `largest growth of the product from round ${rounds - 1} to ${rounds}, after a full GC: ${most[0]} ${fmt(most[1])} MiB`,
    );
  }
}
if (webhookRow) {
  console.log('\n| billing webhooks | conns | events applied/s | p50 ms | p99 ms | errors |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  console.log(
    `| POST /stripe/webhook (signed, each a new event) | 8 | ${fmt(webhookRow.events)} | ${webhookRow.p50} | ${webhookRow.p99} | ${webhookRow.errors} |`,
  );
}

// ---- Calendars (issue 8 §5; catalysts service and bff/src/calendars) ----------------------------
// The hot path: this week's earnings calendar as a visitor sees it, served from the bff's cache,
// next to a bare node:http server answering the same bytes. Then a subscriber's filtered month
// (tickers + importance + sector), asked again, then with a new ticker set every time (answered from
// the month's rows kept without tickers): its p99 is the figure (goal: under 25 ms at 32 connections).
async function calendarScenarios(token, round) {
  // The catalysts service backfills at start-up: wait until this week's earnings are in.
  const week = async () => JSON.parse((await request('GET', '/api/calendars/earnings/')).text);
  let current = await week().catch(() => ({ count: 0 }));
  for (let waited = 0; !(current.count > 0) && waited < 120_000; waited += 1_000) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    current = await week().catch(() => ({ count: 0 }));
  }
  if (!(current.count > 0)) throw new Error('the earnings calendar stayed empty: did the catalysts sync run?');
  await scenario('GET /api/calendars/earnings/ (this week, visitor, cache invalidated by events)', {
    method: 'GET',
    path: '/api/calendars/earnings/',
    connections: 32,
  });
  await scenario('GET /api/calendars/earnings/ (this week, subscriber, cache invalidated by events)', {
    method: 'GET',
    path: '/api/calendars/earnings/',
    headers: { authorization: `Token ${token}` },
    connections: 32,
  });
  const from = current.current_week.date_from;
  const to = new Date(Date.parse(`${from}T00:00:00Z`) + 30 * 86_400_000).toISOString().slice(0, 10);
  const tickers = 'AAPL,MSFT,NVDA,AVGO,ORCL,CRM,ADBE,AMD,INTC,CSCO,QCOM,TXN,IBM,MU,NOW,INTU,AMAT,LRCX,KLAC,ADI';
  const monthOf = (list) =>
    `/api/calendars/earnings/?tickers=${list}&importance=1&sector=information_technology&date_from=${from}&date_to=${to}`;
  await scenario('GET /api/calendars/earnings/?tickers=…&importance=1&sector=… (a month, subscriber, asked again)', {
    method: 'GET',
    path: monthOf(tickers),
    headers: { authorization: `Token ${token}` },
    connections: 32,
  });
  // Every request a ticker set not asked before: more sets than a 10 s run at 10,000 req/s asks (it was 8,000 sets,
  // asked again and again once the path answered more than 800 a second), and than the bff keeps answers for. Each
  // round asks sets of its own: a set's second request is another path (the controller's, which keeps the answer).
  const sets = tickerSets(tickers.split(','), SETS_PER_ROUND * rounds).slice(
    SETS_PER_ROUND * (round - 1),
    SETS_PER_ROUND * round,
  );
  await scenario(
    'GET /api/calendars/earnings/?tickers=…&importance=1&sector=… (a month, subscriber, a new ticker set each time)',
    {
      method: 'GET',
      path: monthOf(sets[0]),
      headers: { authorization: `Token ${token}` },
      connections: 32,
      warmUpPaths: sets.slice(0, 10_000).map(monthOf),
      paths: sets.slice(10_000).map(monthOf),
    },
  );
}

/** `count` different comma-separated subsets (10 to 19 symbols) of `symbols`, the same every run. */
function tickerSets(symbols, count) {
  const sets = new Set();
  // mulberry32: a small seeded generator, so that every run asks the same sets.
  let seed = 20261123;
  const random = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
  while (sets.size < count) {
    const size = 10 + Math.floor(random() * 10);
    sets.add(symbols.filter(() => random() < size / symbols.length).join(','));
  }
  return [...sets];
}

// ---- Portfolios (issue 9 §3; bff/src/content/portfolios) -----------------------------------------
// The flagship portfolio as a subscriber sees it: 110 rows joined from quotes, company profiles and
// next catalysts, served from answers prepared once per change of that data, after the token is
// checked with identity over NATS. Goal: at least a third of the bare node:http server's throughput.
async function portfolioScenarios(token) {
  const path = '/api/portfolios/market-catalysts-flagship-stocks/';
  const headers = { authorization: `Token ${token}` };
  // The trial's entitlement reaches identity through billing's events: wait until the whole portfolio shows.
  let access;
  for (let waited = 0; access !== 'full' && waited < 60_000; waited += 500) {
    access = JSON.parse((await request('GET', path, { headers })).text).access;
    if (access !== 'full') await new Promise((resolve) => setTimeout(resolve, 500));
  }
  if (access !== 'full') throw new Error('the bench account never became a subscriber');
  await scenario('GET /api/portfolios/market-catalysts-flagship-stocks/ (subscriber, 110 rows)', {
    method: 'GET',
    path,
    headers,
    connections: 32,
  });
}

// ---- Watch lists (issue 21 §6; services/watchlists, bff/src/watchlists) --------------------------
// At the issue's scale: 10,000 other accounts × 3 lists × 50 tickers written straight into the
// watch lists' database, beside the bench subscriber's own lists made through the API. Then this
// week's combined calendar of a 50-ticker list (goal: p99 ≤ 25 ms at 32 connections), the private
// feed of a 200-ticker list built uncached (goal: ≤ 50 ms; the list is changed before each build,
// which drops the kept feed; its events are rendered once per catalyst version, so its very first
// build is shown apart). The kept feed is not loaded with wrk: the bare server takes its body
// on the command line, and a 200-ticker feed is larger than one argument may be.
async function watchlistScenarios(token, round) {
  const headers = { authorization: `Token ${token}` };
  const api = async (method, path, body) => {
    const answer = await request(method, path, { body, headers });
    if (answer.status >= 400) throw new Error(`${method} ${path}: ${answer.status} ${answer.text}`);
    return answer.text ? JSON.parse(answer.text) : null;
  };
  // Known tickers: those of this quarter's earnings (the companies the catalysts service knows).
  const today = new Date().toISOString().slice(0, 10);
  const quarter = await api('GET', `/api/calendars/earnings/?date_from=${today}&date_to=${addDaysTo(today, 90)}&page_size=500`);
  const known = [...new Set(quarter.results.map((row) => row.ticker).filter(Boolean))];
  if (known.length < 220) throw new Error(`only ${known.length} tickers with earnings in the coming quarter`);
  if (round === 1) await seedWatchlists(known);
  const mine = (await api('GET', '/api/watchlists/')).results;
  const fifty =
    mine.find((list) => list.ticker_count === 50) ??
    (await api('POST', '/api/watchlists/', { name: 'Bench fifty', tickers: known.slice(0, 50) }));
  const twoHundred =
    mine.find((list) => list.ticker_count === 200) ??
    (await api('POST', '/api/watchlists/', { name: 'Bench two hundred', tickers: known.slice(0, 200) }));
  await scenario('GET /api/calendars/all/?watchlist=… (this week, a 50-ticker list, subscriber, 30,000 lists stored)', {
    method: 'GET',
    path: `/api/calendars/all/?watchlist=${fifty.id}`,
    headers,
    connections: 32,
  });
  const feedPath = new URL(twoHundred.ics_url).pathname;
  // The first build renders every event (no feed has shown these catalysts in this zone yet).
  const coldStarted = process.hrtime.bigint();
  const cold = await request('GET', feedPath);
  const coldMs = Number(process.hrtime.bigint() - coldStarted) / 1e6;
  if (cold.status !== 200) throw new Error(`the feed answered ${cold.status}`);
  const builds = [];
  for (let build = 0; build < 20; build++) {
    // A ticker swapped for one the feed has not shown: its rows are asked for and rendered.
    const swapped = [...known.slice(0, 199), known[200 + ((build + 20 * (round - 1)) % (known.length - 200))]];
    await api('PATCH', `/api/watchlists/${twoHundred.id}/`, { tickers: swapped });
    // What the change sets off (its event through the outbox, the bff's and the services' consumers)
    // settles first: a calendar app asks for the feed minutes later, not in the same millisecond.
    await new Promise((resolve) => setTimeout(resolve, 250));
    const started = process.hrtime.bigint();
    const feed = await request('GET', feedPath);
    builds.push(Number(process.hrtime.bigint() - started) / 1e6);
    if (feed.status !== 200) throw new Error(`the feed answered ${feed.status}`);
  }
  builds.sort((a, b) => a - b);
  console.log('\n| the private feed of a 200-ticker list, built uncached | builds | median ms | p95 ms | max ms |');
  console.log('| --- | --- | --- | --- | --- |');
  console.log(
    `| GET ${feedPath.replace(/[^/]+\.ics$/, '{token}.ics')} after one of its tickers was swapped | ${builds.length} | ${builds[10].toFixed(1)} | ${builds[18].toFixed(1)} | ${builds[19].toFixed(1)} |`,
  );
  console.log(`| its first build, every event rendered | 1 | ${coldMs.toFixed(1)} | | |`);
}

function addDaysTo(day, days) {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** 10,000 accounts (ids far above the bench's own) with 3 lists of 50 known tickers each. */
async function seedWatchlists(known) {
  const { default: pg } = await import('pg');
  const db = new pg.Client({ connectionString: stack.get('watchlists').spec.env.DATABASE_URL });
  await db.connect();
  try {
    await db.query(
      `INSERT INTO watchlists (owner_id, name, name_key, tickers, feed_token_hash, feed_token_sealed, created_at, updated_at, position)
       SELECT 1000000 + g / 3, 'List ' || (g % 3 + 1), 'list ' || (g % 3 + 1),
              (SELECT array_agg(t) FROM (SELECT t FROM unnest($1::text[]) t ORDER BY md5(t || g) LIMIT 50) picked),
              md5('bench-feed-' || g), 'unused', now(), now(), g % 3
         FROM generate_series(3, 30002) g`,
      [known],
    );
  } finally {
    await db.end();
  }
}

// ---- Newsletter: the weekly briefing's send rate (issue 10 §3; services/newsletter) -------------
// 5,000 confirmed subscribers written straight into the newsletter's database, then one briefing
// queued exactly as the Monday scheduler queues it. The rate is mails the mail emulator accepted per
// second, from the first recorded send to the last (each send is a row in briefing_deliveries).
// Goal: at least 100 mails/s. It prints its own table when it has run (before the summary tables).
async function newsletterBriefingBench() {
  const SUBSCRIBERS = 5_000;
  const { default: pg } = await import('pg');
  const { enqueueBriefing } = await import(join(root, 'services/newsletter/dist/briefing/manual-briefing.js'));
  const { env } = stack.get('newsletter').spec;
  const db = new pg.Client({ connectionString: env.DATABASE_URL });
  await db.connect();
  try {
    await db.query(
      `INSERT INTO subscribers (id, email, status, requested_at, confirmed_at)
       SELECT gen_random_uuid(), 'bench-reader-' || g || '@example.com', 'confirmed', now(), now() FROM generate_series(1, $1::int) g`,
      [SUBSCRIBERS],
    );
    const slot = new Date();
    await enqueueBriefing({ REDIS_URL: stackOptions.redisUrl, QUEUE_PREFIX: env.QUEUE_PREFIX }, slot);
    const finished = async () =>
      (await db.query('SELECT finished_at FROM briefings WHERE scheduled_for = $1', [slot])).rows[0]?.finished_at;
    for (let waited = 0; !(await finished()) && waited < 300_000; waited += 500)
      await new Promise((resolve) => setTimeout(resolve, 500));
    const { rows } = await db.query(
      `SELECT count(*) FILTER (WHERE status = 'sent')::int AS sent, count(*) FILTER (WHERE status <> 'sent')::int AS other,
              extract(epoch FROM max(sent_at) - min(sent_at))::float AS seconds
         FROM briefing_deliveries WHERE briefing_for = $1`,
      [slot],
    );
    const { sent, other, seconds } = rows[0];
    console.log('\n| newsletter briefing | subscribers | sent | not sent | seconds | mails/s |');
    console.log('| --- | --- | --- | --- | --- | --- |');
    console.log(
      `| one weekly briefing to the mail emulator | ${SUBSCRIBERS} | ${sent} | ${other} | ${seconds.toFixed(1)} | ${(sent / seconds).toFixed(0)} |`,
    );
  } finally {
    await db.end();
  }
}

// ---- Billing under load (issue 11 §1 and §2; services/billing, H12) ------------------------------
// 1. Profile page views (details, invoices, status at once, as the profile asks) against billing's own
//    copy of the subscriptions: the Stripe emulator counts the API requests made meanwhile (goal: 0).
// 2. A burst of Stripe webhooks at a fixed 500 a second, one in ten a repeat of an earlier event,
//    naming the subscriptions and invoices of 40 subscribers: every event must be recorded exactly
//    once, every repeat answered as one, and nothing told twice (no new receipt, no new event).
// It prints its own tables when it has run (before the summary tables).
async function billingLoadBench() {
  const RATE = 500;
  const SUBSCRIBERS = 40;
  const stripeControl = async (path) => (await fetch(`http://127.0.0.1:${PORTS.stripe}${path}`)).json();
  const { default: pg } = await import('pg');
  const db = new pg.Client({ connectionString: stack.get('billing').spec.env.DATABASE_URL });
  await db.connect();
  try {
    const plans = JSON.parse((await request('GET', '/api/get-plans/')).text).plans;
    const subscribers = [];
    for (let batch = 0; batch < SUBSCRIBERS; batch += 8) {
      const made = await Promise.all(
        Array.from({ length: Math.min(8, SUBSCRIBERS - batch) }, async (_, index) => {
          const name = `benchload${process.pid}x${batch + index}`;
          const account = { username: name, email: `${name}@example.com`, password: 'Bench-Catalyst-2026' };
          await request('POST', '/auth/users/', { body: account });
          const login = JSON.parse((await request('POST', '/auth/token/login/', { body: account })).text);
          const card = await fetch(`http://127.0.0.1:${PORTS.stripe}/v1/payment_methods`, {
            method: 'POST',
            body: new globalThis.URLSearchParams({
              type: 'card',
              'card[number]': '5555555555554444',
              'card[exp_month]': '12',
              'card[exp_year]': '2040',
              key: 'pk_test_emulator',
            }),
          }).then((response) => response.json());
          const headers = { authorization: `Token ${login.auth_token}` };
          const created = await request('POST', '/api/create-subscription/', {
            headers,
            // Many accounts share a test card: only the first gets the trial, the others agree to pay at once (issue 19 §1).
            body: { payment_method_id: card.id, price_id: plans[0].stripe_price_id, charge_now_confirmed: true },
          });
          if (created.status !== 200) throw new Error(`bench subscriber: ${created.status} ${created.text}`);
          const invoices = JSON.parse((await request('GET', '/api/get-invoices/', { headers })).text).invoices;
          return { headers, subscription: JSON.parse(created.text).subscription.id, invoice: invoices[0].id };
        }),
      );
      subscribers.push(...made);
    }
    // Let the creations' own webhooks settle first.
    const pending = async () => Number((await db.query('SELECT count(*) AS n FROM pending_refreshes')).rows[0].n);
    for (let waited = 0; (await pending()) > 0 && waited < 60_000; waited += 250) await new Promise((r) => setTimeout(r, 250));

    // 1. Profile page views.
    const headers = subscribers[0].headers;
    const before = (await stripeControl('/__control/requests')).total;
    const views = await Promise.all(
      ['/api/get-subscription-details/', '/api/get-invoices/', '/api/subscription-status/'].map((path) =>
        load(`${bff}${path}`, { headers, connections: 8 }).then((result) => ({ path, result })),
      ),
    );
    const stripeRequests = (await stripeControl('/__control/requests')).total - before;
    console.log('\n| profile page views (3 reads at once, 8 connections each) | req/s | p50 ms | p99 ms | errors |');
    console.log('| --- | --- | --- | --- | --- |');
    for (const { path, result } of views)
      console.log(
        `| GET ${path} | ${fmt(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${result.errors + result.non2xx} |`,
      );
    console.log(`Stripe API requests during the page views: ${stripeRequests} (goal: 0)`);

    // 2. The webhook burst, open loop at a fixed rate.
    const stripe = new Stripe('sk_test_emulator');
    const { Agent, request: httpRequest } = await import('node:http');
    const { performance } = await import('node:perf_hooks');
    const { Buffer } = await import('node:buffer');
    const agent = new Agent({ keepAlive: true, maxSockets: 64 });
    const told = async () =>
      (await db.query('SELECT count(*)::int AS notices, (SELECT count(*)::int FROM outbox_events) AS events FROM notices'))
        .rows[0];
    const toldBefore = await told();
    const stripeBefore = (await stripeControl('/__control/requests')).total;
    const sent = [];
    const latencies = [];
    const outcomes = {};
    let failures = 0;
    const deliver = (event) =>
      new Promise((resolve) => {
        const payload = JSON.stringify(event);
        const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_emulator' });
        const started = performance.now();
        const call = httpRequest(
          `http://127.0.0.1:${PORTS.billing}/stripe/webhook`,
          {
            method: 'POST',
            agent,
            headers: {
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(payload),
              'stripe-signature': signature,
            },
          },
          (response) => {
            const chunks = [];
            response.on('data', (chunk) => chunks.push(chunk));
            response.on('end', () => {
              latencies.push(performance.now() - started);
              if (response.statusCode !== 200) failures++;
              else {
                const { outcome } = JSON.parse(Buffer.concat(chunks).toString('utf8'));
                outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
              }
              resolve();
            });
          },
        );
        call.on('error', () => (failures++, resolve()));
        call.end(payload);
      });
    const total = RATE * seconds;
    const inFlight = [];
    const start = performance.now();
    for (let n = 0; n < total; n++) {
      const due = start + (n * 1000) / RATE;
      const wait = due - performance.now();
      if (wait > 1) await new Promise((r) => setTimeout(r, wait));
      const repeat = n > 10 && n % 10 === 0;
      const subscriber = subscribers[n % subscribers.length];
      const event = repeat
        ? sent[Math.floor(Math.random() * sent.length)]
        : n % 3 === 0
          ? {
              id: `evt_load_${process.pid}_${n}`,
              object: 'event',
              type: 'invoice.paid',
              data: { object: { id: subscriber.invoice, object: 'invoice' } },
            }
          : {
              id: `evt_load_${process.pid}_${n}`,
              object: 'event',
              type: 'customer.subscription.updated',
              data: { object: { id: subscriber.subscription, object: 'subscription' } },
            };
      if (!repeat) sent.push(event);
      inFlight.push(deliver(event));
    }
    await Promise.all(inFlight);
    const sentSeconds = (performance.now() - start) / 1000;
    const burstEnded = performance.now();
    for (let waited = 0; (await pending()) > 0 && waited < 120_000; waited += 100) await new Promise((r) => setTimeout(r, 100));
    const drainMs = performance.now() - burstEnded;
    agent.destroy();
    const recorded = Number(
      (await db.query('SELECT count(*) AS n FROM stripe_events WHERE id LIKE $1', [`evt_load_${process.pid}_%`])).rows[0].n,
    );
    const toldAfter = await told();
    const reads = (await stripeControl('/__control/requests')).total - stripeBefore;
    latencies.sort((a, b) => a - b);
    const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))].toFixed(2);
    console.log(
      '\n| billing webhooks at a fixed rate | sent | events/s | distinct | recorded | duplicates answered | p50 ms | p99 ms | errors | queue drained after | Stripe reads | told again |',
    );
    console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
    console.log(
      `| ${RATE}/s for ${seconds} s, 1 in 10 a repeat, ${SUBSCRIBERS} subscribers | ${total} | ${fmt(total / sentSeconds)} | ${sent.length} | ${recorded} | ${outcomes.duplicate ?? 0} | ${at(0.5)} | ${at(0.99)} | ${failures} | ${fmt(drainMs)} ms | ${reads} | ${toldAfter.notices - toldBefore.notices} notices, ${toldAfter.events - toldBefore.events} events |`,
    );
    console.log(
      `exactly once: ${recorded === sent.length && (outcomes.applied ?? 0) === sent.length && (outcomes.duplicate ?? 0) === total - sent.length && failures === 0 ? 'yes' : 'NO'} (every event recorded once, every repeat refused, no error)`,
    );
  } finally {
    await db.end();
  }
}
