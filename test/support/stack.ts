import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

/** The repository root (this file is test/support/stack.ts, or test/dist/support/stack.js once built). */
export const repoRoot = fileURLToPath(new URL(import.meta.url.includes('/dist/') ? '../../../' : '../../', import.meta.url));

export interface Ports {
  bff: number;
  identity: number;
  billing: number;
  quotes: number;
  smtp: number;
  mailHttp: number;
  stripe: number;
  marketData: number;
}

export const DEV_PORTS: Ports = {
  bff: 8080,
  identity: 8081,
  billing: 8082,
  quotes: 8083,
  smtp: 1025,
  mailHttp: 8025,
  stripe: 12111,
  marketData: 12112,
};
/** The test stack runs beside a developer's `npm start` without a clash. */
export const TEST_PORTS: Ports = {
  bff: 18080,
  identity: 18081,
  billing: 18082,
  quotes: 18083,
  smtp: 11025,
  mailHttp: 18025,
  stripe: 22111,
  marketData: 22112,
};

/** The Stripe emulator's test keys; the emulator accepts any `sk_test_`/`pk_test_` key. */
export const STRIPE_KEYS = { secret: 'sk_test_emulator', publishable: 'pk_test_emulator', webhookSecret: 'whsec_emulator' };

export interface StackOptions {
  ports: Ports;
  /** Database names get this prefix: `identity` in development, `e2e_identity` in tests. */
  databasePrefix: string;
  postgresUrl: string;
  natsUrl: string;
  redisUrl: string;
  /** Extra environment for every process (e.g. relaxed rate limits in tests). */
  env?: Record<string, string>;
  log: (name: string, line: string) => void;
  /** Real third parties to use instead of their emulators (`npm start` reads them from the environment). */
  thirdParties?: ThirdParties;
}

export interface ThirdParties {
  stripe?: { secretKey: string; publishableKey: string; webhookSecret: string };
  marketData?: { url: string; apiKey: string };
  smtpUrl?: string;
}

export interface ProcessSpec {
  name: string;
  script: string;
  env: Record<string, string>;
  healthUrl: string;
}

const databaseUrl = (options: StackOptions, service: string) => {
  const url = new URL(options.postgresUrl);
  url.pathname = `/${options.databasePrefix}${service}`;
  return url.toString();
};

/** Every process of the product, in start order: emulators, services, then the bff. */
export function stackProcesses(options: StackOptions): ProcessSpec[] {
  const { ports } = options;
  const site = `http://localhost:${ports.bff}`;
  const stripeUrl = `http://127.0.0.1:${ports.stripe}`;
  const marketDataKey = options.env?.MARKET_DATA_API_KEY ?? 'local-development-market-data-key';
  const real = options.thirdParties ?? {};
  const smtpUrl = real.smtpUrl ?? `smtp://127.0.0.1:${ports.smtp}`;
  const stripe: Record<string, string> = real.stripe
    ? {
        STRIPE_SECRET_KEY: real.stripe.secretKey,
        STRIPE_PUBLISHABLE_KEY: real.stripe.publishableKey,
        STRIPE_WEBHOOK_SECRET: real.stripe.webhookSecret,
      }
    : {
        STRIPE_API_URL: stripeUrl,
        STRIPE_SECRET_KEY: STRIPE_KEYS.secret,
        STRIPE_PUBLISHABLE_KEY: STRIPE_KEYS.publishable,
        STRIPE_WEBHOOK_SECRET: STRIPE_KEYS.webhookSecret,
        STRIPE_JS_URL: `${stripeUrl}/v3/`,
      };
  const marketData = real.marketData ?? { url: `http://127.0.0.1:${ports.marketData}`, apiKey: marketDataKey };
  const common = {
    NATS_URL: options.natsUrl,
    REDIS_URL: options.redisUrl,
    HTTP_HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    ...options.env,
  };
  const processes: (ProcessSpec & { emulates?: keyof ThirdParties })[] = [
    {
      name: 'mail',
      emulates: 'smtpUrl',
      script: 'test/dist/emulators/mail/main.js',
      env: { MAIL_SMTP_PORT: String(ports.smtp), MAIL_HTTP_PORT: String(ports.mailHttp) },
      healthUrl: `http://127.0.0.1:${ports.mailHttp}/healthz`,
    },
    {
      name: 'stripe',
      emulates: 'stripe',
      script: 'test/dist/emulators/stripe/main.js',
      env: {
        STRIPE_EMULATOR_PORT: String(ports.stripe),
        STRIPE_WEBHOOK_URL: `http://127.0.0.1:${ports.billing}/stripe/webhook`,
        STRIPE_WEBHOOK_SECRET: STRIPE_KEYS.webhookSecret,
      },
      healthUrl: `${stripeUrl}/healthz`,
    },
    {
      name: 'market-data',
      emulates: 'marketData',
      script: 'test/dist/emulators/market-data/main.js',
      env: { MARKET_DATA_PORT: String(ports.marketData), MARKET_DATA_API_KEY: marketDataKey },
      healthUrl: `http://127.0.0.1:${ports.marketData}/healthz`,
    },
    {
      name: 'identity',
      script: 'services/identity/dist/main.js',
      env: {
        ...common,
        HTTP_PORT: String(ports.identity),
        DATABASE_URL: databaseUrl(options, 'identity'),
        SMTP_URL: smtpUrl,
        SITE_URL: site,
        RESET_TOKEN_SECRET: options.env?.RESET_TOKEN_SECRET ?? 'local-development-reset-secret-not-for-production',
      },
      healthUrl: `http://127.0.0.1:${ports.identity}/readyz`,
    },
    {
      name: 'billing',
      script: 'services/billing/dist/main.js',
      env: {
        ...common,
        HTTP_PORT: String(ports.billing),
        DATABASE_URL: databaseUrl(options, 'billing'),
        ...stripe,
        SMTP_URL: smtpUrl,
        SITE_URL: site,
      },
      healthUrl: `http://127.0.0.1:${ports.billing}/readyz`,
    },
    {
      name: 'quotes',
      script: 'services/quotes/dist/main.js',
      env: {
        ...common,
        HTTP_PORT: String(ports.quotes),
        DATABASE_URL: databaseUrl(options, 'quotes'),
        MARKET_DATA_URL: marketData.url,
        MARKET_DATA_API_KEY: marketData.apiKey,
        // Stacks share the machine's Redis: each keeps its refresh jobs apart, as its databases.
        QUEUE_PREFIX: `${options.databasePrefix}bull`,
      },
      healthUrl: `http://127.0.0.1:${ports.quotes}/readyz`,
    },
    {
      name: 'bff',
      script: 'bff/dist/main.js',
      env: {
        ...common,
        HTTP_PORT: String(ports.bff),
        WEB_DIST: join(repoRoot, 'web/dist'),
        // The browser loads the Stripe.js stand-in from the emulator, and its pages post there.
        CSP_EXTRA_SOURCES: real.stripe ? '' : `${stripeUrl} http://localhost:${ports.stripe}`,
      },
      healthUrl: `http://127.0.0.1:${ports.bff}/healthz`,
    },
  ];
  // An emulator runs only where no real third party was given.
  return processes.filter((spec) => !spec.emulates || !real[spec.emulates]).map(({ emulates: _emulates, ...spec }) => spec);
}

export interface RunningProcess {
  spec: ProcessSpec;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** Starts one process with Node 24 (the one running us) and waits until its health URL answers 200. */
export async function startProcess(spec: ProcessSpec, log: StackOptions['log'], timeoutMs = 60_000): Promise<RunningProcess> {
  // Another process answering there would be taken for ours: refuse rather than test the wrong thing.
  if (
    await fetch(spec.healthUrl).then(
      () => true,
      () => false,
    )
  ) {
    throw new Error(`${spec.name}: something already answers at ${spec.healthUrl}; stop it first`);
  }
  const child = spawn(process.execPath, [join(repoRoot, spec.script)], {
    cwd: repoRoot,
    env: { ...process.env, ...spec.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const forward = (data: Buffer) =>
    data
      .toString()
      .split('\n')
      .filter(Boolean)
      .forEach((line) => log(spec.name, line));
  child.stdout?.on('data', forward);
  child.stderr?.on('data', forward);
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${spec.name} exited with code ${child.exitCode} while starting`);
    const healthy = await fetch(spec.healthUrl).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { spec, child, stop };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`${spec.name} did not become healthy at ${spec.healthUrl} within ${timeoutMs} ms`);
}

export interface RunningStack {
  processes: RunningProcess[];
  get(name: string): RunningProcess;
  stop(): Promise<void>;
}

export async function startStack(options: StackOptions): Promise<RunningStack> {
  const processes: RunningProcess[] = [];
  const stop = async () => {
    for (const running of [...processes].reverse()) await running.stop();
  };
  try {
    for (const spec of stackProcesses(options)) processes.push(await startProcess(spec, options.log));
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
 * Removes what a stack with this database prefix left behind: every service's database, and
 * the Redis keys under the prefix (BullMQ queues). For test and bench stacks, never for `npm start`.
 */
export async function removeStackData(options: StackOptions): Promise<void> {
  const { dropDatabase } = await import('@mc/runtime');
  const { Redis } = await import('ioredis');
  for (const { env } of stackProcesses(options)) {
    if (env.DATABASE_URL) await dropDatabase(env.DATABASE_URL).catch(() => undefined);
  }
  const redis = new Redis(options.redisUrl, { maxRetriesPerRequest: 1 });
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${options.databasePrefix}*`, 'COUNT', 500);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
