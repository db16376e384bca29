// The product's process list: every emulator, service and the bff, with its ports and the
// environment it needs. `npm start` (scripts/start.mjs), the end-to-end stack (scripts/test.mjs)
// and the benchmark (scripts/bench.mjs) start it; tests import it from here, never the other way round.
// Plain JavaScript so that it runs before anything is built; types for TypeScript in stack.d.mts.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { clearTimeout, setTimeout } from 'node:timers';
import { exitDescription, supervise } from './supervisor.mjs';

/** The repository root. */
export const repoRoot = resolve(import.meta.dirname, '..');

/** @typedef {import('./stack.d.mts').StackOptions} StackOptions */
/** @typedef {import('./stack.d.mts').ServiceEntry} ServiceEntry */
/** @typedef {import('./stack.d.mts').ProcessSpec} ProcessSpec */
/** @typedef {import('./stack.d.mts').Ports} Ports */
/** @typedef {import('./stack.d.mts').RunningProcess} RunningProcess */
/** @typedef {import('./stack.d.mts').RunningStack} RunningStack */

/**
 * glibc malloc settings of one service (docs/decisions.md, "glibc's thresholds, fixed where they
 * swing"). identity keeps each Argon2id hash's 19 MiB block for the next hash, in one arena;
 * catalysts hands its large blocks (a backfill's pages, query results) back to the system as soon
 * as they are freed.
 */
const KEEP_HASH_BLOCKS = { MALLOC_MMAP_THRESHOLD_: '33554432', MALLOC_TRIM_THRESHOLD_: '268435456', MALLOC_ARENA_MAX: '1' };
const RETURN_LARGE_BLOCKS = { MALLOC_MMAP_THRESHOLD_: '131072' };

/**
 * The services, in start order. Adding a service is one entry: its folder under services/ (also
 * its database name and its key in the port maps), its HTTP port under `npm start` and in the test
 * stack, and the variables it needs beyond what every service gets (NATS_URL, REDIS_URL,
 * DATABASE_URL, HTTP_HOST, HTTP_PORT, LOG_LEVEL), named from `stackVariables` below (`STRIPE_*`:
 * every one starting so). A service is started once it is built (services/<name>/dist/main.js).
 * @type {ServiceEntry[]}
 */
export const SERVICES = [
  {
    name: 'identity',
    port: 8081,
    testPort: 18081,
    env: ['SMTP_URL', 'SITE_URL', 'RESET_TOKEN_SECRET'],
    fixed: KEEP_HASH_BLOCKS,
  },
  { name: 'billing', port: 8082, testPort: 18082, env: ['STRIPE_*', 'SMTP_URL', 'SITE_URL'] },
  {
    name: 'quotes',
    port: 8083,
    testPort: 18083,
    env: ['MARKET_DATA_*', 'QUEUE_PREFIX', 'DAILY_BARS_HISTORY_MONTHS', 'DAILY_BARS_NEW_TICKERS_MS'],
  },
  { name: 'newsletter', port: 8084, testPort: 18084, env: ['SMTP_URL', 'MAIL_FROM', 'SITE_URL', 'QUEUE_PREFIX'] },
  {
    name: 'catalysts',
    port: 8085,
    testPort: 18085,
    env: ['MARKET_DATA_*', 'QUEUE_PREFIX', 'REACTIONS_REFRESH_MS'],
    fixed: RETURN_LARGE_BLOCKS,
  },
  { name: 'content', port: 8086, testPort: 18086, env: ['SMTP_URL', 'MAIL_FROM', 'SUPPORT_EMAIL'] },
  {
    name: 'watchlists',
    port: 8087,
    testPort: 18087,
    env: ['FEED_TOKEN_KEY', 'SMTP_URL', 'MAIL_FROM', 'SITE_URL', 'QUEUE_PREFIX'],
  },
];

/** Ports of the bff and the emulators; the services' come from SERVICES. */
const FIXED_PORTS = {
  dev: { bff: 8080, bffMetrics: 9080, smtp: 1025, mailHttp: 8025, stripe: 12111, marketData: 12112 },
  test: { bff: 18080, bffMetrics: 19080, smtp: 11025, mailHttp: 18025, stripe: 22111, marketData: 22112 },
};

/** @type {Ports} */
export const DEV_PORTS = { ...FIXED_PORTS.dev, ...Object.fromEntries(SERVICES.map((s) => [s.name, s.port])) };
/** `MC_PORT_OFFSET=200` moves every test port, so that two checkouts' `npm test` can share one machine. */
const testPortOffset = Number(process.env.MC_PORT_OFFSET ?? 0);
/** The test stack runs beside a developer's `npm start` without a clash. @type {Ports} */
export const TEST_PORTS = Object.fromEntries(
  Object.entries({ ...FIXED_PORTS.test, ...Object.fromEntries(SERVICES.map((s) => [s.name, s.testPort])) }).map(
    ([name, port]) => [name, port + testPortOffset],
  ),
);

/** The Stripe emulator's test keys; the emulator accepts any `sk_test_`/`pk_test_` key. */
export const STRIPE_KEYS = { secret: 'sk_test_emulator', publishable: 'pk_test_emulator', webhookSecret: 'whsec_emulator' };

/** @param {StackOptions} options @param {string} service */
const databaseUrl = (options, service) => {
  const url = new URL(options.postgresUrl);
  url.pathname = `/${options.databasePrefix}${service}`;
  return url.toString();
};

/**
 * The variables a service entry may ask for, for one stack. `undefined` leaves the service's own
 * default: without a key prefix (`npm start`) the services keep the product's `mc:` key space.
 * @param {StackOptions} options
 * @returns {Record<string, string | undefined>}
 */
export function stackVariables(options) {
  const { ports } = options;
  const real = options.thirdParties ?? {};
  const stripeUrl = `http://127.0.0.1:${ports.stripe}`;
  const marketData = real.marketData ?? { url: `http://127.0.0.1:${ports.marketData}`, apiKey: marketDataKey(options) };
  const stripe = real.stripe ?? {
    secretKey: STRIPE_KEYS.secret,
    publishableKey: STRIPE_KEYS.publishable,
    webhookSecret: STRIPE_KEYS.webhookSecret,
  };
  return {
    SITE_URL: `http://localhost:${ports.bff}`,
    SMTP_URL: real.smtpUrl ?? `smtp://127.0.0.1:${ports.smtp}`,
    MAIL_FROM: 'Market Catalysts <no-reply@marketcatalysts.local>',
    SUPPORT_EMAIL: 'support@marketcatalysts.local',
    RESET_TOKEN_SECRET: 'local-development-reset-secret-not-for-production',
    // 32 bytes, base64 ('local-development-feed-token-key'): seals the watch lists' feed tokens.
    FEED_TOKEN_KEY: 'bG9jYWwtZGV2ZWxvcG1lbnQtZmVlZC10b2tlbi1rZXk=',
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_PUBLISHABLE_KEY: stripe.publishableKey,
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    // Real Stripe: the service's defaults (api.stripe.com, js.stripe.com).
    STRIPE_API_URL: real.stripe ? undefined : stripeUrl,
    STRIPE_JS_URL: real.stripe ? undefined : `${stripeUrl}/v3/`,
    MARKET_DATA_URL: marketData.url,
    MARKET_DATA_API_KEY: marketData.apiKey,
    QUEUE_PREFIX: options.keyPrefix === null ? undefined : `${options.keyPrefix}bull`,
    REDIS_KEY_PREFIX: options.keyPrefix ?? undefined,
    // Test and bench stacks start with 13 months of daily bars (four quarterly reports, enough for an
    // expected move), not two years: the start-up backfill is half the rows and emulator work.
    DAILY_BARS_HISTORY_MONTHS: options.keyPrefix === null ? undefined : '13',
    // The calendars' companies reach quotes (catalysts.tickers.changed.v1) after catalysts' start-up
    // backfill, usually after quotes' start-up sync: their bars come at the next newly-followed sync,
    // every 15 s here rather than 10 minutes (with nothing new it costs one query).
    DAILY_BARS_NEW_TICKERS_MS: options.keyPrefix === null ? undefined : '15000',
    // Their reactions are measured every 5 s, not 30 minutes, so the expected moves follow the start-up
    // backfill within seconds (the contract test and the screens wait for them).
    REACTIONS_REFRESH_MS: options.keyPrefix === null ? undefined : '5000',
  };
}

/** @param {StackOptions} options */
const marketDataKey = (options) => options.env?.MARKET_DATA_API_KEY ?? 'local-development-market-data-key';

/**
 * The variables `names` asks for (`X_*`: every variable starting with `X_`), without the unset ones.
 * @param {string} service
 * @param {string[]} names
 * @param {Record<string, string | undefined>} variables
 */
function pick(service, names, variables) {
  /** @type {Record<string, string>} */
  const picked = {};
  for (const name of names) {
    const matching = name.endsWith('*')
      ? Object.keys(variables).filter((key) => key.startsWith(name.slice(0, -1)))
      : Object.keys(variables).filter((key) => key === name);
    if (!matching.length) throw new Error(`${service} asks for ${name}, which the process list does not provide`);
    for (const key of matching) if (variables[key] !== undefined) picked[key] = variables[key];
  }
  return picked;
}

/**
 * Every process of the product, in start order: emulators, services, then the bff.
 * @param {StackOptions} options
 * @returns {ProcessSpec[]}
 */
export function stackProcesses(options) {
  const { ports } = options;
  if (options.keyPrefix !== null && !options.keyPrefix.endsWith(':'))
    throw new Error(`a key prefix ends with ":" (${options.keyPrefix})`);
  const real = options.thirdParties ?? {};
  const variables = stackVariables(options);
  const stripeUrl = `http://127.0.0.1:${ports.stripe}`;
  const common = { NATS_URL: options.natsUrl, REDIS_URL: options.redisUrl, HTTP_HOST: '127.0.0.1', LOG_LEVEL: 'info' };
  // An emulator runs only where no real third party was given.
  const emulators = [
    !real.smtpUrl && {
      name: 'mail',
      script: 'test/dist/emulators/mail/main.js',
      env: { MAIL_SMTP_PORT: String(ports.smtp), MAIL_HTTP_PORT: String(ports.mailHttp) },
      healthUrl: `http://127.0.0.1:${ports.mailHttp}/healthz`,
    },
    !real.stripe && {
      name: 'stripe',
      script: 'test/dist/emulators/stripe/main.js',
      env: {
        STRIPE_EMULATOR_PORT: String(ports.stripe),
        STRIPE_WEBHOOK_URL: `http://127.0.0.1:${ports.billing}/stripe/webhook`,
        STRIPE_WEBHOOK_SECRET: STRIPE_KEYS.webhookSecret,
      },
      healthUrl: `${stripeUrl}/healthz`,
    },
    !real.marketData && {
      name: 'market-data',
      script: 'test/dist/emulators/market-data/main.js',
      env: { MARKET_DATA_PORT: String(ports.marketData), MARKET_DATA_API_KEY: marketDataKey(options) },
      healthUrl: `http://127.0.0.1:${ports.marketData}/healthz`,
    },
  ].filter((spec) => spec !== false);
  const services = SERVICES.map((service) => ({
    name: service.name,
    script: `services/${service.name}/dist/main.js`,
    env: {
      ...common,
      HTTP_PORT: String(ports[service.name]),
      DATABASE_URL: databaseUrl(options, service.name),
      ...pick(service.name, service.env, variables),
      ...service.fixed,
      ...options.env,
    },
    healthUrl: `http://127.0.0.1:${ports[service.name]}/readyz`,
  }));
  const bff = {
    name: 'bff',
    script: 'bff/dist/main.js',
    env: {
      ...common,
      HTTP_PORT: String(ports.bff),
      METRICS_PORT: String(ports.bffMetrics),
      WEB_DIST: join(repoRoot, 'web/dist'),
      ...pick('bff', ['REDIS_KEY_PREFIX', 'SITE_URL'], variables),
      // The browser loads the Stripe.js stand-in from the emulator, and its pages post there.
      CSP_EXTRA_SOURCES: real.stripe ? '' : `${stripeUrl} http://localhost:${ports.stripe}`,
      ...options.env,
    },
    healthUrl: `http://127.0.0.1:${ports.bffMetrics}/healthz`,
  };
  return [...emulators, ...services, bff];
}

/** A service that is not built yet (its folder is still being written) is left out of a stack. */
const isBuilt = (spec) => existsSync(join(repoRoot, spec.script));
/** `STACK_SKIP=content,newsletter`: processes left out on purpose, e.g. a service being written. */
const skipped = new Set((process.env.STACK_SKIP ?? '').split(',').filter(Boolean));

/**
 * The V8 heap budget of every process, as in the images (Dockerfile): without it V8 sizes its heap
 * from this machine's memory, grows 64 MiB young semi-spaces and collects late, and a service's
 * resident memory climbs past what its pod (384 MiB) allows.
 */
const MEMORY_BUDGET = '--max-old-space-size=192 --max-semi-space-size=16';
/**
 * glibc's malloc arenas, two per process as in the images: by default glibc opens up to 8 per core, one for each
 * thread that allocates at once (libuv's pool, V8's workers), and keeps their freed memory, so resident memory
 * climbs far past the V8 heap after a burst (watchlists at 512 MiB with 65 MiB of heap after 10,000 alert mails).
 */
const MALLOC_ARENAS = '2';
/** `STACK_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof'`: options for every process's Node (profiling a run). */
const nodeArgs = (process.env.STACK_NODE_ARGS ?? '').split(' ').filter(Boolean);

const answers = (url) =>
  fetch(url).then(
    (response) => response.ok,
    () => false,
  );

/**
 * Starts one process with the Node running us (24) and waits until its health URL answers 200.
 * `signal` gives up the wait (the supervisor stopping while a restart is on its way); `detached`
 * puts it in a process group of its own, out of reach of the terminal's Ctrl-C.
 * @param {ProcessSpec} spec
 * @param {StackOptions['log']} log
 * @param {{ timeoutMs?: number, signal?: AbortSignal, detached?: boolean }} [options]
 * @returns {Promise<RunningProcess>}
 */
export async function startProcess(spec, log, { timeoutMs = 60_000, signal, detached = false } = {}) {
  // Another process answering there would be taken for ours: refuse rather than test the wrong thing.
  if (
    await fetch(spec.healthUrl).then(
      () => true,
      () => false,
    )
  )
    throw new Error(`${spec.name}: something already answers at ${spec.healthUrl}; stop it first`);
  const child = spawn(process.execPath, [...nodeArgs, join(repoRoot, spec.script)], {
    cwd: repoRoot,
    env: {
      MALLOC_ARENA_MAX: MALLOC_ARENAS,
      ...process.env,
      ...spec.env,
      NODE_OPTIONS: [process.env.NODE_OPTIONS, MEMORY_BUDGET].filter(Boolean).join(' '),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached,
  });
  /** @param {Buffer} data */
  const forward = (data) =>
    data
      .toString()
      .split('\n')
      .filter(Boolean)
      .forEach((line) => log(spec.name, line));
  child.stdout.on('data', forward);
  child.stderr.on('data', forward);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !signal?.aborted) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${spec.name} exited with ${exitDescription(child.exitCode, child.signalCode)} while starting`);
    if (await answers(spec.healthUrl)) {
      if (!signal?.aborted) return { spec, child, stop };
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  if (signal?.aborted) throw new Error(`${spec.name}: its start was called off`);
  throw new Error(`${spec.name} did not become healthy at ${spec.healthUrl} within ${timeoutMs} ms`);
}

/**
 * Starts every built process of the list in order, each under a supervisor (scripts/supervisor.mjs)
 * that restarts it when it exits unexpectedly; on a failure to start stops what it started. When a
 * process keeps failing to start, everything stops and `onGiveUp` gets the reason.
 * @param {StackOptions} options
 * @returns {Promise<RunningStack>}
 */
export async function startStack(options) {
  /** @type {RunningProcess[]} */
  const processes = [];
  /** @type {Promise<void> | undefined} */
  let stopped;
  // In reverse start order: the bff first, then the services, then the emulators. Once, whoever
  // asks first (Ctrl-C, a process that gave up): a second SIGTERM would cut a drain short. No
  // restart once stopping has begun: a process the terminal's Ctrl-C reached exits on its own.
  const stop = () =>
    (stopped ??= (async () => {
      for (const running of processes) running.stopRestarting();
      for (const running of [...processes].reverse()) await running.stop();
    })());
  /** @param {string} message */
  const giveUp = async (message) => {
    await stop();
    if (options.onGiveUp) options.onGiveUp(message);
    else options.log('supervisor', message);
  };
  try {
    for (const spec of stackProcesses(options)) {
      if (skipped.has(spec.name)) options.log(spec.name, 'not started: named in STACK_SKIP');
      else if (isBuilt(spec))
        processes.push(
          await supervise(spec, {
            start: (spec, log, { signal }) => startProcess(spec, log, { signal, detached: options.detached }),
            log: options.log,
            onGiveUp: (message) => void giveUp(message),
          }),
        );
      else options.log(spec.name, `not started: ${spec.script} is not built yet`);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    processes,
    get: (name) => {
      const found = processes.find((running) => running.spec.name === name);
      if (!found) throw new Error(`no process ${name}`);
      return found;
    },
    stop,
  };
}

/**
 * Removes what a test or bench stack left behind: every service's database and the Redis keys
 * under its key prefix. Refuses the product's own space (no database prefix or no key prefix).
 * @param {StackOptions} options
 */
export async function removeStackData(options) {
  if (!options.databasePrefix || !options.keyPrefix) throw new Error('removeStackData is for test and bench stacks only');
  const { dropDatabase } = await import('@mc/runtime');
  const { deleteRedisKeys } = await import('@mc/runtime/testing');
  for (const { env } of stackProcesses(options)) {
    if (env.DATABASE_URL) await dropDatabase(env.DATABASE_URL).catch(() => undefined);
  }
  await deleteRedisKeys(options.redisUrl, options.keyPrefix.slice(0, -1));
}
