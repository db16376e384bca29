#!/usr/bin/env node
// `npm run bench`: throughput and latency of the product's hot paths, each next to a bare
// node:http server answering the same bytes, measured in the same run on this machine.
// Loopback only, bounded in time. Figures go to docs/benchmarks.md.
import { execFileSync, spawn } from 'node:child_process';
import { appendFileSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import Stripe from 'stripe';
import { infrastructure, requireInfrastructure } from './infrastructure.mjs';

const root = resolve(import.meta.dirname, '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const BARE_PORT = 19999;

await requireInfrastructure();
mkdirSync(join(root, '.run'), { recursive: true });
execFileSync(process.execPath, [join(root, 'scripts/build.mjs'), '--backend'], { stdio: ['ignore', 'ignore', 'inherit'] });
const { startStack, removeStackData, TEST_PORTS } = await import(join(root, 'test/dist/support/stack.js'));

const databasePrefix = `bench_${process.pid}_`;
// A NATS server of the run's own, so no other stack on this machine answers our requests.
const { startPrivateNats } = await import(join(root, 'runtime/dist/testing/private-nats.js'));
const nats = await startPrivateNats(24251);
const stackOptions = {
  ports: TEST_PORTS,
  databasePrefix,
  ...infrastructure,
  natsUrl: nats.url,
  // Measure the endpoints, not the rate limiter's refusals.
  env: { THROTTLE_LOGIN_PER_CLIENT: '1000000/second', THROTTLE_LOGIN_PER_ACCOUNT: '1000000/second', LOG_LEVEL: 'warn' },
  log: (name, line) => appendFileSync(join(root, '.run/bench-stack.log'), `${name} ${line}\n`),
};
const stack = await startStack(stackOptions);
const bff = `http://127.0.0.1:${TEST_PORTS.bff}`;

async function request(method, path, { body, headers = {} } = {}) {
  const response = await fetch(`${bff}${path}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, contentType: response.headers.get('content-type'), text: await response.text() };
}

/** A bare node:http server in its own process, answering `text` to everything. */
async function bareServer(text, contentType) {
  const source = `require('node:http').createServer((q, s) => { q.resume(); q.on('end', () => { s.writeHead(200, { 'content-type': ${JSON.stringify(contentType)} }); s.end(${JSON.stringify(text)}); }); }).listen(${BARE_PORT}, '127.0.0.1', () => process.send('ready'));`;
  const child = spawn(process.execPath, ['-e', source], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  await new Promise((resolve) => child.once('message', resolve));
  return () => new Promise((resolve) => (child.once('exit', resolve), child.kill()));
}

function load(url, { method = 'GET', headers = {}, body, connections }) {
  return new Promise((resolve, reject) => {
    autocannon({ url, method, headers, body, connections, duration: seconds }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

const rows = [];
let webhookRow;
async function scenario(name, { method, path, headers = {}, body, connections }) {
  // Some answers need a moment after start-up (the quotes cache fills from the first refresh).
  let sample = await request(method, path, { body: body && JSON.parse(body), headers });
  for (let waited = 0; sample.status === 503 && waited < 30_000; waited += 500) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    sample = await request(method, path, { body: body && JSON.parse(body), headers });
  }
  if (sample.status >= 400) throw new Error(`${name}: sample answer ${sample.status} ${sample.text}`);
  const product = await load(`${bff}${path}`, { method, headers, body, connections });
  const stopBare = await bareServer(sample.text, sample.contentType);
  const bare = await load(`http://127.0.0.1:${BARE_PORT}${path}`, { method, headers, body, connections });
  await stopBare();
  const errors = product.errors + product.non2xx;
  rows.push({ name, connections, product, bare, errors });
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

  await scenario('GET /usermanagement/profile/ (token auth via NATS → identity)', {
    method: 'GET',
    path: '/usermanagement/profile/',
    headers: { authorization: `Token ${token}` },
    connections: 32,
  });
  await scenario('GET /api/benzingadelayedquotes/ (cache refreshed by events)', {
    method: 'GET',
    path: '/api/benzingadelayedquotes/',
    connections: 32,
  });
  await scenario('POST /auth/token/login/ (argon2id verify)', {
    method: 'POST',
    path: '/auth/token/login/',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: account.username, password: account.password }),
    connections: 8,
  });

  // Billing: the subscriber's details (Stripe read through the emulator), and webhook throughput.
  const stripeUrl = `http://127.0.0.1:${TEST_PORTS.stripe}`;
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
        body: { payment_method_id: card.id, price_id: plans[0].stripe_price_id },
      })
    ).text,
  );
  await scenario('GET /api/get-subscription-details/ (identity auth + 3 Stripe reads)', {
    method: 'GET',
    path: '/api/get-subscription-details/',
    headers: { authorization: `Token ${token}` },
    connections: 8,
  });
  webhookRow = await webhookThroughput(created.subscription.id);
} finally {
  await stack.stop();
  await removeStackData(stackOptions);
  await nats.stop();
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
        url: `http://127.0.0.1:${TEST_PORTS.billing}/stripe/webhook`,
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

const fmt = (n) => n.toLocaleString('en-US', { maximumFractionDigits: 1 });
console.log(`\n${seconds} s per run, loopback, ${new Date().toISOString()}\n`);
console.log('| endpoint | conns | req/s | p50 ms | p99 ms | bare req/s | bare p50 | bare p99 | ratio | errors |');
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const { name, connections, product, bare, errors } of rows) {
  const ratio = product.requests.average / bare.requests.average;
  console.log(
    `| ${name} | ${connections} | ${fmt(product.requests.average)} | ${product.latency.p50} | ${product.latency.p99} | ${fmt(bare.requests.average)} | ${bare.latency.p50} | ${bare.latency.p99} | ${(ratio * 100).toFixed(1)}% | ${errors} |`,
  );
}
if (webhookRow) {
  console.log('\n| billing webhooks | conns | events applied/s | p50 ms | p99 ms | errors |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  console.log(
    `| POST /stripe/webhook (signed, each a new event) | 8 | ${fmt(webhookRow.events)} | ${webhookRow.p50} | ${webhookRow.p99} | ${webhookRow.errors} |`,
  );
}
