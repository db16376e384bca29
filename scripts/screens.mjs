#!/usr/bin/env node
/* global document, localStorage -- page.evaluate bodies run in the browser */
// `npm run screens -- /earnings-calendar /profile`: screenshots of routes at a phone's 390×844 and a
// laptop's 1366×900, as a visitor and as a subscriber, to look at before calling a screen done.
// Starts the whole product on the test ports (moved by MC_PORT_OFFSET) with databases, Redis keys
// and a NATS server of its own, registers and subscribes one account, then writes
// .run/screens/<visitor|subscriber>-<width>x<height>/<route>.png and prints, per page, whether the
// page is wider than the viewport. `--serve` keeps the product running afterwards (Ctrl-C stops it)
// and prints the subscriber's token, for looking around by hand or with a script.
import './node24.mjs';
import { execFileSync } from 'node:child_process';
import { appendFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { URLSearchParams } from 'node:url';
import { join, resolve } from 'node:path';
import { infrastructure, requireInfrastructure } from './infrastructure.mjs';
import { removeStackData, startStack, TEST_PORTS } from './stack.mjs';

const { chromium } = await import('playwright-core');

const root = resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const serve = args.includes('--serve');
const roles = args.includes('--visitor')
  ? ['visitor']
  : args.includes('--subscriber')
    ? ['subscriber']
    : ['visitor', 'subscriber'];
const DEFAULT_ROUTES = [
  '/',
  '/earnings-calendar',
  '/market-catalysts-calendar',
  '/invest/portfolios',
  '/profile',
  '/company/AAPL',
];
const routes = args.filter((arg) => arg.startsWith('/'));
const SIZES = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
];
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

await requireInfrastructure();
mkdirSync(join(root, '.run/screens'), { recursive: true });
if (!args.includes('--no-build')) execFileSync(process.execPath, [join(root, 'scripts/build.mjs')], { stdio: 'inherit' });

const run = `screens_${process.pid}`;
const { startPrivateNats } = await import(join(root, 'runtime/dist/testing/private-nats.js'));
const nats = await startPrivateNats(24252);
const logFile = join(root, '.run/screens-stack.log');
const stackOptions = {
  ports: TEST_PORTS,
  databasePrefix: `${run}_`,
  keyPrefix: `${run}:`,
  ...infrastructure,
  natsUrl: nats.url,
  env: { THROTTLE_REGISTER_PER_CLIENT: '1000/hour', THROTTLE_LOGIN_FAILURES_PER_CLIENT: '1000/minute' },
  log: (name, line) => appendFileSync(logFile, `${name} ${line}\n`),
};
const cleanUp = async (stack) => {
  await stack?.stop();
  await removeStackData(stackOptions);
  await nats.stop();
};
const stack = await startStack(stackOptions).catch(async (error) => {
  await cleanUp();
  console.error(`the product did not start: ${error.message} (see .run/screens-stack.log)`);
  process.exit(1);
});
const bff = `http://127.0.0.1:${TEST_PORTS.bff}`;

async function call(method, path, { body, token } = {}) {
  const response = await fetch(`${bff}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Token ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

/** A new account with a trialing subscription, once the bff sees it as a subscriber. */
async function subscriber() {
  const username = `screens${Date.now()}`;
  const account = {
    username,
    email: `${username}@example.com`,
    password: 'Screens-password-1',
    first_name: 'Dana',
    last_name: 'Reyes',
    country: 'US',
  };
  const created = await call('POST', '/auth/users/', { body: account });
  if (created.status !== 201) throw new Error(`registration: ${created.status} ${JSON.stringify(created.body)}`);
  const { body: login } = await call('POST', '/auth/token/login/', { body: { username, password: account.password } });
  const token = login.auth_token;
  const card = await fetch(`http://127.0.0.1:${TEST_PORTS.stripe}/v1/payment_methods`, {
    method: 'POST',
    body: new URLSearchParams({
      type: 'card',
      'card[number]': '4242424242424242',
      'card[exp_month]': '12',
      'card[exp_year]': String(new Date().getUTCFullYear() + 2),
      'card[cvc]': '123',
      key: 'pk_test_emulator',
    }),
  }).then((response) => response.json());
  const { body: plans } = await call('GET', '/api/get-plans/');
  const price = plans.plans.find((plan) => plan.id === 5).stripe_price_id;
  const subscribed = await call('POST', '/api/create-subscription/', {
    token,
    body: { payment_method_id: card.id, price_id: price },
  });
  if (subscribed.status !== 200) throw new Error(`subscribing: ${subscribed.status} ${JSON.stringify(subscribed.body)}`);
  for (let attempt = 0; attempt < 300; attempt++) {
    const { body } = await call('GET', '/api/calendars/earnings/', { token });
    if (body?.access && body.access !== 'preview') return token;
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error('the subscription did not reach the bff within a minute');
}

const fileName = (route) => (route === '/' ? 'home' : route.slice(1).replace(/[^a-zA-Z0-9.-]+/g, '_'));

async function screenshots(token) {
  const profile = mkdtempSync(join(tmpdir(), 'chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
    baseURL: bff,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  try {
    for (const role of roles) {
      await page.goto('/');
      await page.evaluate(
        (stored) => (stored ? localStorage.setItem('token', stored) : localStorage.clear()),
        role === 'subscriber' ? token : null,
      );
      for (const size of SIZES) {
        await page.setViewportSize(size);
        const dir = join(root, '.run/screens', `${role}-${size.width}x${size.height}`);
        mkdirSync(dir, { recursive: true });
        for (const route of routes.length ? routes : DEFAULT_ROUTES) {
          await page.goto(route, { waitUntil: 'networkidle' }).catch(() => undefined);
          const width = await page.evaluate(() => document.documentElement.scrollWidth);
          const file = join(dir, `${fileName(route)}.png`);
          await page.screenshot({ path: file, fullPage: true });
          const wide = width > size.width ? `  WIDER THAN THE VIEWPORT: ${width} px` : '';
          console.log(
            `${role.padEnd(10)} ${`${size.width}x${size.height}`.padEnd(9)} ${route.padEnd(40)} ${file.replace(`${root}/`, '')}${wide}`,
          );
        }
      }
    }
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

try {
  const token = roles.includes('subscriber') || serve ? await subscriber() : undefined;
  if (!serve || routes.length) await screenshots(token);
  if (serve) {
    console.log(`\nThe product runs at ${bff} (mail ${`http://127.0.0.1:${TEST_PORTS.mailHttp}`}).`);
    console.log(`A subscriber's token: ${token}  (localStorage.setItem('token', '${token}'))\nCtrl-C stops it.`);
    await new Promise((done) => {
      process.once('SIGINT', done);
      process.once('SIGTERM', done);
    });
  }
} finally {
  await cleanUp(stack);
}
