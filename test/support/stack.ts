import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

/** The repository root (this file is test/support/stack.ts, or test/dist/support/stack.js once built). */
export const repoRoot = fileURLToPath(new URL(import.meta.url.includes('/dist/') ? '../../../' : '../../', import.meta.url));

export interface Ports {
  bff: number;
  identity: number;
  smtp: number;
  mailHttp: number;
  stripe: number;
  marketData: number;
}

export const DEV_PORTS: Ports = { bff: 8080, identity: 8081, smtp: 1025, mailHttp: 8025, stripe: 12111, marketData: 12112 };
/** The test stack runs beside a developer's `npm start` without a clash. */
export const TEST_PORTS: Ports = { bff: 18080, identity: 18081, smtp: 11025, mailHttp: 18025, stripe: 22111, marketData: 22112 };

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
  const common = {
    NATS_URL: options.natsUrl,
    REDIS_URL: options.redisUrl,
    HTTP_HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    ...options.env,
  };
  return [
    {
      name: 'mail',
      script: 'test/dist/emulators/mail/main.js',
      env: { MAIL_SMTP_PORT: String(ports.smtp), MAIL_HTTP_PORT: String(ports.mailHttp) },
      healthUrl: `http://127.0.0.1:${ports.mailHttp}/healthz`,
    },
    {
      name: 'identity',
      script: 'services/identity/dist/main.js',
      env: {
        ...common,
        HTTP_PORT: String(ports.identity),
        DATABASE_URL: databaseUrl(options, 'identity'),
        SMTP_URL: `smtp://127.0.0.1:${ports.smtp}`,
        SITE_URL: site,
        RESET_TOKEN_SECRET: options.env?.RESET_TOKEN_SECRET ?? 'local-development-reset-secret-not-for-production',
      },
      healthUrl: `http://127.0.0.1:${ports.identity}/readyz`,
    },
    {
      name: 'bff',
      script: 'bff/dist/main.js',
      env: { ...common, HTTP_PORT: String(ports.bff), WEB_DIST: join(repoRoot, 'web/dist') },
      healthUrl: `http://127.0.0.1:${ports.bff}/healthz`,
    },
  ];
}

export interface RunningProcess {
  spec: ProcessSpec;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** Starts one process with Node 24 (the one running us) and waits until its health URL answers 200. */
export async function startProcess(spec: ProcessSpec, log: StackOptions['log'], timeoutMs = 60_000): Promise<RunningProcess> {
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
