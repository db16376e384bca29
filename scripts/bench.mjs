#!/usr/bin/env node
// `npm run bench`: throughput and latency of the product's hot paths, each next to a bare
// node:http server answering the same bytes, measured in the same run on this machine.
// Loopback only, bounded in time. Figures go to docs/benchmarks.md.
import { execFileSync, spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { infrastructure, requireInfrastructure } from './infrastructure.mjs';

const root = resolve(import.meta.dirname, '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const BARE_PORT = 19999;

await requireInfrastructure();
execFileSync(process.execPath, [join(root, 'scripts/build.mjs'), '--backend'], { stdio: ['ignore', 'ignore', 'inherit'] });
const { startStack, TEST_PORTS } = await import(join(root, 'test/dist/support/stack.js'));
const { dropDatabase } = await import(join(root, 'runtime/dist/prisma/create-database.js'));

const databasePrefix = `bench_${process.pid}_`;
const stack = await startStack({
  ports: TEST_PORTS,
  databasePrefix,
  ...infrastructure,
  // Measure the endpoints, not the rate limiter's refusals.
  env: { THROTTLE_LOGIN_PER_CLIENT: '1000000/second', THROTTLE_LOGIN_PER_ACCOUNT: '1000000/second', LOG_LEVEL: 'warn' },
  log: () => undefined,
});
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
    autocannon({ url, method, headers, body, connections, duration: seconds }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

const rows = [];
async function scenario(name, { method, path, headers = {}, body, connections }) {
  const sample = await request(method, path, { body: body && JSON.parse(body), headers });
  if (sample.status >= 400) throw new Error(`${name}: sample answer ${sample.status} ${sample.text}`);
  const product = await load(`${bff}${path}`, { method, headers, body, connections });
  const stopBare = await bareServer(sample.text, sample.contentType);
  const bare = await load(`http://127.0.0.1:${BARE_PORT}${path}`, { method, headers, body, connections });
  await stopBare();
  const errors = product.errors + product.non2xx;
  rows.push({ name, connections, product, bare, errors });
}

try {
  const account = { username: `bench${process.pid}`, email: `bench${process.pid}@example.com`, password: 'Bench-Catalyst-2026', first_name: 'Bench', last_name: 'Mark' };
  await request('POST', '/auth/users/', { body: account });
  const token = JSON.parse((await request('POST', '/auth/token/login/', { body: { username: account.username, password: account.password } })).text).auth_token;

  await scenario('GET /usermanagement/profile/ (token auth via NATS → identity)', {
    method: 'GET',
    path: '/usermanagement/profile/',
    headers: { authorization: `Token ${token}` },
    connections: 32,
  });
  await scenario('POST /auth/token/login/ (argon2id verify)', {
    method: 'POST',
    path: '/auth/token/login/',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: account.username, password: account.password }),
    connections: 8,
  });
} finally {
  await stack.stop();
  for (const service of ['identity']) {
    const url = new URL(infrastructure.postgresUrl);
    url.pathname = `/${databasePrefix}${service}`;
    await dropDatabase(url.toString()).catch(() => undefined);
  }
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
