import { jest } from '@jest/globals';
import { EventEmitter } from 'node:events';
import type { ChildProcess } from 'node:child_process';
import type { ProcessSpec, RunningProcess } from '../../scripts/stack.mjs';
import type { SuperviseOptions } from '../../scripts/supervisor.mjs';
import { RESTART_LIMITS, restartPolicy, supervise } from '../../scripts/supervisor.mjs';

/** scripts/supervisor.mjs: how `npm start` and the test stacks restart a process that exits. */
const SECOND = 1_000;
const MINUTE = 60 * SECOND;

describe('the restart policy', () => {
  it('waits 1 s, then twice as long after each exit, up to 30 s', () => {
    const policy = restartPolicy();
    const delays: number[] = [];
    let at = 0;
    for (let exit = 0; exit < 8; exit++) {
      policy.healthy(at);
      at += 5 * SECOND;
      delays.push(policy.exited(at).restartInMs!);
    }
    expect(delays).toEqual([1, 2, 4, 8, 16, 30, 30, 30].map((s) => s * SECOND));
  });

  it('starts again from 1 s once the process had been healthy for a minute, not before', () => {
    const policy = restartPolicy();
    policy.healthy(0);
    policy.exited(SECOND);
    policy.healthy(2 * SECOND);
    expect(policy.exited(3 * SECOND).restartInMs).toBe(2 * SECOND);
    policy.healthy(10 * SECOND);
    expect(policy.exited(10 * SECOND + MINUTE - 1).restartInMs).toBe(4 * SECOND);
    policy.healthy(2 * MINUTE);
    expect(policy.exited(3 * MINUTE).restartInMs).toBe(SECOND);
    expect(policy.exited(3 * MINUTE + SECOND).restartInMs).toBe(2 * SECOND);
  });

  it('gives up at the fifth failed start within 2 minutes, saying so', () => {
    const policy = restartPolicy();
    const decisions = [0, 10, 20, 30].map((s) => policy.failedToStart(s * SECOND));
    expect(decisions.map((decision) => decision.restartInMs)).toEqual([1, 2, 4, 8].map((s) => s * SECOND));
    expect(policy.failedToStart(40 * SECOND)).toEqual({ giveUp: 'it failed to start 5 times in 2 minutes' });
  });

  it('forgets failed starts older than 2 minutes', () => {
    const policy = restartPolicy();
    for (const s of [0, 10, 20, 30]) policy.failedToStart(s * SECOND);
    // The first ones are more than 2 minutes old by then: never five in the window until 2:29.
    for (const s of [135, 145, 147]) expect(policy.failedToStart(s * SECOND).giveUp).toBeUndefined();
    // 0:30, 2:15, 2:25, 2:27 and 2:29 are five within 2 minutes.
    expect(policy.failedToStart(149 * SECOND).giveUp).toBe('it failed to start 5 times in 2 minutes');
  });

  it('are the limits the README gives', () => {
    expect(RESTART_LIMITS).toEqual({
      firstDelayMs: SECOND,
      maxDelayMs: 30 * SECOND,
      healthyResetMs: MINUTE,
      maxFailedStarts: 5,
      failedStartsWindowMs: 2 * MINUTE,
    });
  });
});

describe('a supervised process', () => {
  const spec: ProcessSpec = {
    name: 'catalysts',
    script: 'services/catalysts/dist/main.js',
    env: {},
    healthUrl: 'http://x/readyz',
  };
  /** A process that "runs" until the test makes it exit. */
  const fakeProcess = () => {
    const child = Object.assign(new EventEmitter(), {
      pid: Math.floor(Math.random() * 1e6),
      exitCode: null,
      signalCode: null,
    }) as unknown as ChildProcess;
    const stop = jest.fn(async () => undefined);
    return { spec, child, stop } satisfies RunningProcess;
  };
  let lines: string[];
  const log = (name: string, line: string) => lines.push(`${name} ${line}`);

  beforeEach(() => {
    lines = [];
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it('is started again after the back-off, with one line naming it, its signal and the delay', async () => {
    const first = fakeProcess();
    const second = fakeProcess();
    const start = jest.fn<SuperviseOptions['start']>().mockResolvedValueOnce(first).mockResolvedValueOnce(second);
    const supervised = await supervise(spec, { start, log, onGiveUp: jest.fn(), now: () => Date.now() });
    expect(supervised.child).toBe(first.child);

    first.child.emit('exit', null, 'SIGKILL');
    expect(lines).toEqual(['supervisor catalysts exited unexpectedly (signal SIGKILL); restarting it in 1 s']);
    await jest.advanceTimersByTimeAsync(999);
    expect(start).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(start).toHaveBeenCalledTimes(2);
    expect(supervised.child).toBe(second.child);
    expect(supervised.restarts).toBe(1);
    expect(lines.at(-1)).toBe('supervisor catalysts is back (restart 1)');

    second.child.emit('exit', 1, null);
    expect(lines.at(-1)).toBe('supervisor catalysts exited unexpectedly (exit code 1); restarting it in 2 s');
    await supervised.stop();
  });

  it('stops the product after the fifth failed start, with the reason and its last log lines', async () => {
    const first = fakeProcess();
    const start = jest.fn<SuperviseOptions['start']>(async (_spec, processLog) => {
      processLog('catalysts', 'PrismaClientInitializationError: database "catalysts" does not exist');
      throw new Error('catalysts exited with exit code 1 while starting');
    });
    start.mockImplementationOnce(async () => first);
    const onGiveUp = jest.fn();
    await supervise(spec, { start, log, onGiveUp, now: () => Date.now() });

    first.child.emit('exit', null, 'SIGKILL');
    // 1 s, then four failed starts with 2, 4, 8 s between them: the fifth gives up.
    await jest.advanceTimersByTimeAsync(1_000 + 2_000 + 4_000 + 8_000 + 16_000);
    expect(start).toHaveBeenCalledTimes(1 + 5);
    expect(lines.filter((line) => line.startsWith('supervisor catalysts did not start'))).toHaveLength(4);
    expect(onGiveUp).toHaveBeenCalledTimes(1);
    const [message] = onGiveUp.mock.calls[0] as [string];
    expect(message).toContain('catalysts stopped the product: it failed to start 5 times in 2 minutes');
    expect(message).toContain('catalysts exited with exit code 1 while starting');
    expect(message).toContain('| PrismaClientInitializationError: database "catalysts" does not exist');
    await jest.advanceTimersByTimeAsync(10 * MINUTE);
    expect(start).toHaveBeenCalledTimes(6);
  });

  it('is started again when it exited between answering its health check and being watched', async () => {
    const dead = fakeProcess();
    Object.assign(dead.child, { signalCode: 'SIGKILL' });
    const start = jest.fn<SuperviseOptions['start']>().mockResolvedValueOnce(dead).mockResolvedValueOnce(fakeProcess());
    const supervised = await supervise(spec, { start, log, onGiveUp: jest.fn() });
    expect(lines).toEqual(['supervisor catalysts exited unexpectedly (signal SIGKILL); restarting it in 1 s']);
    await jest.advanceTimersByTimeAsync(1_000);
    expect(supervised.restarts).toBe(1);
    await supervised.stop();
  });

  it('is not started again once it is being stopped', async () => {
    const first = fakeProcess();
    const start = jest.fn<SuperviseOptions['start']>().mockResolvedValue(first);
    const supervised = await supervise(spec, { start, log, onGiveUp: jest.fn(), now: () => Date.now() });
    first.child.emit('exit', null, 'SIGKILL');
    await supervised.stop();
    await jest.advanceTimersByTimeAsync(MINUTE);
    expect(start).toHaveBeenCalledTimes(1);

    const other = fakeProcess();
    const exitsOnItsOwn = await supervise(spec, {
      start: jest.fn<SuperviseOptions['start']>().mockResolvedValue(other),
      log,
      onGiveUp: jest.fn(),
    });
    exitsOnItsOwn.stopRestarting();
    other.child.emit('exit', 0, null);
    expect(lines.filter((line) => line.includes('restarting'))).toHaveLength(1);
    expect(other.stop).not.toHaveBeenCalled();
  });

  it('reports a first start that fails at once, with its last log lines, instead of retrying', async () => {
    const start = jest.fn(async (_spec: ProcessSpec, processLog: (name: string, line: string) => void) => {
      processLog('catalysts', 'NATS_URL is not a URL');
      throw new Error('catalysts exited with exit code 1 while starting');
    });
    await expect(supervise(spec, { start, log, onGiveUp: jest.fn() })).rejects.toThrow(
      /exit code 1 while starting; its last log lines:\n {2}\| NATS_URL is not a URL/,
    );
    expect(start).toHaveBeenCalledTimes(1);
  });
});
