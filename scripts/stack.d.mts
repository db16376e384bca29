// Types of scripts/stack.mjs, for the TypeScript tests that start parts of the product.
import type { ChildProcess } from 'node:child_process';
import type { SupervisedProcess } from './supervisor.mjs';

export declare const repoRoot: string;

/** The bff's and the emulators' ports, and each service's under its name. */
export interface Ports {
  bff: number;
  /** The bff's /healthz, /readyz and /metrics. */
  bffMetrics: number;
  smtp: number;
  mailHttp: number;
  stripe: number;
  marketData: number;
  identity: number;
  billing: number;
  quotes: number;
  [service: string]: number;
}

export declare const DEV_PORTS: Ports;
export declare const TEST_PORTS: Ports;
export declare const STRIPE_KEYS: { secret: string; publishable: string; webhookSecret: string };

/** One service of the process list (see SERVICES in stack.mjs). */
export interface ServiceEntry {
  /** Its folder under services/, its database name and its key in Ports. */
  name: string;
  /** HTTP port (health, metrics) under `npm start`. */
  port: number;
  /** HTTP port in the test stack. */
  testPort: number;
  /** Names from stackVariables(); `PREFIX_*` takes every variable starting with `PREFIX_`. */
  env: string[];
  /** Variables it always gets, whatever the environment: glibc's malloc settings (docs/decisions.md). */
  fixed?: Record<string, string>;
}

export declare const SERVICES: ServiceEntry[];

export interface ThirdParties {
  stripe?: { secretKey: string; publishableKey: string; webhookSecret: string };
  marketData?: { url: string; apiKey: string };
  smtpUrl?: string;
}

export interface StackOptions {
  ports: Ports;
  /** Database names get this prefix: `identity` under `npm start`, `e2e_1a2b3c_identity` in tests. */
  databasePrefix: string;
  /**
   * Prefix of every Redis key (throttles, BullMQ queues) of the stack, ending with `:` (`e2e_1a2b3c:`); `null`
   * keeps the services' defaults, the product's `mc:` space (`npm start` only).
   */
  keyPrefix: string | null;
  postgresUrl: string;
  natsUrl: string;
  redisUrl: string;
  /** Extra environment for every service and the bff (e.g. relaxed rate limits in tests); it wins. */
  env?: Record<string, string>;
  log: (name: string, line: string) => void;
  /** Real third parties to use instead of their emulators (`npm start` reads them from the environment). */
  thirdParties?: ThirdParties;
  /**
   * Called once everything has stopped because a process kept failing to start (scripts/supervisor.mjs),
   * with which and why; without it the message goes to `log` under `supervisor`.
   */
  onGiveUp?: (message: string) => void;
  /**
   * Each process in a process group of its own (`npm start`): the terminal's Ctrl-C reaches only the
   * caller, which stops them in order, the bff first. Without it a Ctrl-C reaches them all at once.
   */
  detached?: boolean;
}

export interface ProcessSpec {
  name: string;
  /** The entry point, relative to the repository root. */
  script: string;
  env: Record<string, string>;
  healthUrl: string;
}

export interface RunningProcess {
  spec: ProcessSpec;
  /** Under a supervisor, the process running now: a restart replaces it. */
  readonly child: ChildProcess;
  stop(): Promise<void>;
}

export interface RunningStack {
  processes: SupervisedProcess[];
  get(name: string): SupervisedProcess;
  stop(): Promise<void>;
}

export declare function stackVariables(options: StackOptions): Record<string, string | undefined>;
export declare function stackProcesses(options: StackOptions): ProcessSpec[];
export declare function startProcess(
  spec: ProcessSpec,
  log: StackOptions['log'],
  options?: { timeoutMs?: number; signal?: AbortSignal },
): Promise<RunningProcess>;
export declare function startStack(options: StackOptions): Promise<RunningStack>;
export declare function removeStackData(options: StackOptions): Promise<void>;
