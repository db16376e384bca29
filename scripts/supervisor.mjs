// Keeps one process of the product running, as a process manager does: `startStack`
// (scripts/stack.mjs) puts every emulator, service and the bff under one, for `npm start`, the
// end-to-end stack and the fault tests. A process that exits unexpectedly is started again after
// a back-off; one that keeps failing to start stops the product with its last log lines.
// Plain JavaScript so that it runs before anything is built; types in supervisor.d.mts.

/** @typedef {import('./stack.d.mts').ProcessSpec} ProcessSpec */
/** @typedef {import('./stack.d.mts').RunningProcess} RunningProcess */
/** @typedef {import('./supervisor.d.mts').RestartLimits} RestartLimits */
/** @typedef {import('./supervisor.d.mts').RestartDecision} RestartDecision */

/** 1 s, doubling to 30 s, back to 1 s after a minute of health; 5 failed starts in 2 minutes stop the product. */
export const RESTART_LIMITS = {
  firstDelayMs: 1_000,
  maxDelayMs: 30_000,
  healthyResetMs: 60_000,
  maxFailedStarts: 5,
  failedStartsWindowMs: 120_000,
};

/** How many of a process's last log lines a give-up message quotes. */
const LAST_LINES = 15;

/**
 * The restart policy of one process, without a clock of its own: every call says when it happens,
 * so that it is tested without sleeping.
 * @param {RestartLimits} limits
 */
export function restartPolicy(limits = RESTART_LIMITS) {
  let delayMs = limits.firstDelayMs;
  /** @type {number | undefined} */
  let healthySince;
  /** @type {number[]} */
  let failedStarts = [];
  /** The delay to wait now, and the next one doubled up to the cap. */
  const takeDelay = () => {
    const now = delayMs;
    delayMs = Math.min(delayMs * 2, limits.maxDelayMs);
    return now;
  };
  return {
    /** The process answers its health URL (its first start or a restart). @param {number} at */
    healthy(at) {
      healthySince = at;
    },
    /**
     * It exited unexpectedly after it had been healthy: restart after the back-off, from the first
     * delay again when it had run healthy long enough.
     * @param {number} at
     * @returns {RestartDecision}
     */
    exited(at) {
      if (healthySince !== undefined && at - healthySince >= limits.healthyResetMs) delayMs = limits.firstDelayMs;
      healthySince = undefined;
      return { restartInMs: takeDelay() };
    },
    /**
     * A restart did not reach health (it exited while starting, or never answered): try again after
     * the back-off, or give up when too many failed within the window.
     * @param {number} at
     * @returns {RestartDecision}
     */
    failedToStart(at) {
      failedStarts = [...failedStarts.filter((failedAt) => at - failedAt < limits.failedStartsWindowMs), at];
      if (failedStarts.length >= limits.maxFailedStarts)
        return { giveUp: `it failed to start ${failedStarts.length} times in ${limits.failedStartsWindowMs / 60_000} minutes` };
      return { restartInMs: takeDelay() };
    },
  };
}

/** "exit code 1" or "signal SIGKILL". @param {number | null} code @param {NodeJS.Signals | null} signal */
export const exitDescription = (code, signal) => (signal ? `signal ${signal}` : `exit code ${code}`);

/** "1 s", "30 s". @param {number} ms */
const seconds = (ms) => `${ms / 1000} s`;

/**
 * Starts `spec` with `start` and keeps it running until `stop()`. Resolves once its first start is
 * healthy; a first start that fails rejects at once (a configuration error shows without waiting
 * for retries). Restarts are logged under the name `supervisor`, one line each.
 * @param {ProcessSpec} spec
 * @param {import('./supervisor.d.mts').SuperviseOptions} options
 * @returns {Promise<import('./supervisor.d.mts').SupervisedProcess>}
 */
export async function supervise(spec, { start, log, onGiveUp, limits = RESTART_LIMITS, now = Date.now }) {
  const policy = restartPolicy(limits);
  /** @type {string[]} */
  const lastLines = [];
  /** @param {string} name @param {string} line */
  const logAndKeep = (name, line) => {
    lastLines.push(line);
    if (lastLines.length > LAST_LINES) lastLines.shift();
    log(name, line);
  };
  const abort = new AbortController();
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  /** @type {Promise<unknown> | undefined} */
  let starting;
  let restarts = 0;
  const quoted = () => lastLines.map((line) => `  | ${line}`).join('\n');

  /** @param {RunningProcess} running */
  const watch = (running) => {
    policy.healthy(now());
    const { child } = running;
    /** @param {number | null} code @param {NodeJS.Signals | null} signal */
    const exited = (code, signal) => {
      if (abort.signal.aborted) return;
      const { restartInMs } = policy.exited(now());
      log(
        'supervisor',
        `${spec.name} exited unexpectedly (${exitDescription(code, signal)}); restarting it in ${seconds(restartInMs)}`,
      );
      later(restartInMs);
    };
    // It may have exited already, between answering its health check and now.
    if (child.exitCode !== null || child.signalCode !== null) exited(child.exitCode, child.signalCode);
    else child.once('exit', exited);
  };
  /** @param {number} delayMs */
  const later = (delayMs) => {
    timer = setTimeout(() => {
      starting = restart();
    }, delayMs);
  };
  const restart = async () => {
    try {
      current = await start(spec, logAndKeep, { signal: abort.signal });
      restarts++;
      log('supervisor', `${spec.name} is back (restart ${restarts})`);
      watch(current);
    } catch (error) {
      if (abort.signal.aborted) return;
      const decision = policy.failedToStart(now());
      const reason = error instanceof Error ? error.message : String(error);
      if (decision.giveUp) {
        onGiveUp(`${spec.name} stopped the product: ${decision.giveUp}. Last: ${reason}. Its last log lines:\n${quoted()}`);
        return;
      }
      log('supervisor', `${spec.name} did not start (${reason}); trying again in ${seconds(decision.restartInMs)}`);
      later(decision.restartInMs);
    }
  };

  /** @type {RunningProcess} */
  let current = await start(spec, logAndKeep, {}).catch((error) => {
    throw new Error(`${error instanceof Error ? error.message : error}; its last log lines:\n${quoted()}`, { cause: error });
  });
  watch(current);
  return {
    spec,
    get child() {
      return current.child;
    },
    get restarts() {
      return restarts;
    },
    stopRestarting: () => {
      abort.abort();
      clearTimeout(timer);
    },
    stop: async () => {
      abort.abort();
      clearTimeout(timer);
      await starting;
      await current.stop();
    },
  };
}
