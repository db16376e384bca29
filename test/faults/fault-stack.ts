// Parts of the product started as real processes (the built bff, services and emulators of
// scripts/stack.mjs) for a fault test of their own: own ports, own databases, own Redis keys, a
// NATS server the test gives. The test can SIGKILL or SIGTERM any of them and start it again.
import { randomBytes } from 'node:crypto';
import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import {
  removeStackData,
  SERVICES,
  stackProcesses,
  startProcess,
  type Ports,
  type ProcessSpec,
  type RunningProcess,
  type StackOptions,
} from '../../scripts/stack.mjs';
import { inRepo } from '../manifests/repo.js';

/** The bff on `basePort` (metrics +1), the services from +2 in SERVICES' order, the emulators from +20. */
export function faultPorts(basePort: number): Ports {
  return {
    bff: basePort,
    bffMetrics: basePort + 1,
    ...Object.fromEntries(SERVICES.map(({ name }, index) => [name, basePort + 2 + index])),
    smtp: basePort + 20,
    mailHttp: basePort + 21,
    stripe: basePort + 22,
    marketData: basePort + 23,
  } as Ports;
}

export interface FaultStackOptions {
  /** Names the databases, the Redis keys and the log file (.run/faults/<name>.log). */
  name: string;
  basePort: number;
  natsUrl: string;
  redisUrl?: string;
  /** Extra environment for every service and the bff. */
  env?: Record<string, string>;
}

export interface FaultStack {
  options: StackOptions;
  /** The process list's entry for `name` (a service, the bff or an emulator). */
  spec(name: string): ProcessSpec;
  /** Starts the named processes together and waits until each answers its health URL. */
  start(...names: string[]): Promise<void>;
  /** Starts one more process from `spec` (a second replica, say) under its own name. */
  startSpec(name: string, spec: ProcessSpec): Promise<void>;
  running(name: string): RunningProcess;
  /** SIGKILL, as a crashed pod or a lost node: no stop hook runs. */
  kill(name: string): Promise<void>;
  /**
   * SIGTERM, as Kubernetes stops a pod; resolves once it has exited, with how. A Nest app stops
   * (its shutdown hooks run) and then raises the signal again: `signal` SIGTERM is a clean stop.
   */
  terminate(name: string): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Every line the processes logged, each prefixed with the process's name. */
  logLines(): string[];
  /** Stops everything still running and removes the databases and Redis keys. */
  stop(): Promise<void>;
}

export function faultStack({ name, basePort, natsUrl, redisUrl, env }: FaultStackOptions): FaultStack {
  const run = `test_faults_${name.replace(/\W/g, '_')}_${randomBytes(3).toString('hex')}`;
  mkdirSync(inRepo('.run/faults'), { recursive: true });
  const logFile = join(inRepo('.run/faults'), `${name}.log`);
  const lines: string[] = [];
  const options: StackOptions = {
    ports: faultPorts(basePort),
    databasePrefix: `${run}_`,
    keyPrefix: `${run}:`,
    postgresUrl: process.env.POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres',
    natsUrl,
    redisUrl: redisUrl ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    env,
    log: (process, line) => {
      lines.push(`${process} ${line}`);
      appendFileSync(logFile, `${process} ${line}\n`);
    },
  };
  appendFileSync(logFile, `--- ${new Date().toISOString()} ${run}\n`);
  const specs = stackProcesses(options);
  const processes = new Map<string, RunningProcess>();
  const spec = (process: string) => {
    const found = specs.find((candidate) => candidate.name === process);
    if (!found) throw new Error(`no process ${process} in the process list`);
    return found;
  };
  const running = (process: string) => {
    const found = processes.get(process);
    if (!found) throw new Error(`${process} is not running`);
    return found;
  };
  const startSpec = async (process: string, processSpec: ProcessSpec) => {
    if (processes.has(process)) throw new Error(`${process} runs already`);
    processes.set(process, await startProcess(processSpec, (_, line) => options.log(process, line)));
  };
  const signal = async (process: string, how: NodeJS.Signals) => {
    const { child } = running(process);
    processes.delete(process);
    if (child.exitCode !== null || child.signalCode !== null) return { code: child.exitCode, signal: child.signalCode };
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      child.once('exit', (code, signal) => resolve({ code, signal })),
    );
    child.kill(how);
    return exited;
  };
  return {
    options,
    spec,
    start: async (...names) => {
      await Promise.all(names.map((process) => startSpec(process, spec(process))));
    },
    startSpec,
    running,
    kill: async (process) => {
      await signal(process, 'SIGKILL');
    },
    terminate: (process) => signal(process, 'SIGTERM'),
    logLines: () => lines,
    stop: async () => {
      for (const process of [...processes.values()].reverse()) await process.stop();
      processes.clear();
      await removeStackData(options);
    },
  };
}

/** Rows of a query on `service`'s own database in the stack (what a fault test checks was written). */
export async function queryService<T>(stack: FaultStack, service: string, sql: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: stack.spec(service).env.DATABASE_URL });
  await client.connect();
  try {
    return (await client.query(sql, values)).rows as T[];
  } finally {
    await client.end();
  }
}

/**
 * The variables of a product whose services a fault test stops under a stream of requests: a short
 * RPC deadline (so a missing service is a quick 503), a quick quotes refresh, and sign-up limits
 * the stream never reaches.
 */
export function outageEnv(rpcTimeoutMs: number): Record<string, string> {
  return {
    RPC_TIMEOUT_MS: String(rpcTimeoutMs),
    BILLING_RPC_TIMEOUT_MS: String(rpcTimeoutMs),
    NEWSLETTER_RPC_TIMEOUT_MS: String(rpcTimeoutMs),
    QUOTES_REFRESH_MS: '1000',
    THROTTLE_REGISTER_PER_CLIENT: '100000/hour',
    THROTTLE_NEWSLETTER_PER_CLIENT: '100000/hour',
  };
}
