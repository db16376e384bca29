// Types of scripts/supervisor.mjs.
import type { ProcessSpec, RunningProcess, StackOptions } from './stack.mjs';

export interface RestartLimits {
  firstDelayMs: number;
  maxDelayMs: number;
  /** Healthy this long before an exit, a process is restarted after the first delay again. */
  healthyResetMs: number;
  /** This many failed starts within `failedStartsWindowMs` stop the product. */
  maxFailedStarts: number;
  failedStartsWindowMs: number;
}

/** Restart after `restartInMs`, or give up for the reason `giveUp` says. */
export type RestartDecision = { restartInMs: number; giveUp?: undefined } | { giveUp: string; restartInMs?: undefined };

export interface RestartPolicy {
  healthy(at: number): void;
  exited(at: number): RestartDecision;
  failedToStart(at: number): RestartDecision;
}

export declare const RESTART_LIMITS: RestartLimits;
export declare function restartPolicy(limits?: RestartLimits): RestartPolicy;
export declare function exitDescription(code: number | null, signal: NodeJS.Signals | null): string;

export interface SuperviseOptions {
  /** How to start the process once (scripts/stack.mjs's startProcess). */
  start(spec: ProcessSpec, log: StackOptions['log'], options: { signal?: AbortSignal }): Promise<RunningProcess>;
  log: StackOptions['log'];
  /** The process kept failing to start: the message says which, why, and its last log lines. */
  onGiveUp(message: string): void;
  limits?: RestartLimits;
  now?: () => number;
}

export interface SupervisedProcess extends RunningProcess {
  /** How many times the supervisor has started it again. */
  readonly restarts: number;
  /** No more restarts (stopping the stack): a later exit is left alone. */
  stopRestarting(): void;
}

export declare function supervise(spec: ProcessSpec, options: SuperviseOptions): Promise<SupervisedProcess>;
