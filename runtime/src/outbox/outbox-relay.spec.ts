import { jest } from '@jest/globals';
import type { JetStreamClient } from '@nats-io/jetstream';
import { OutboxRelay } from './outbox-relay.js';
import type { SqlRunner } from './sql-executor.js';

/**
 * A database where rows wait (`waiting`), whose transactions fail while `failing` is set (as when
 * JetStream has no leader), counting the passes that opened one and the statements run on their own.
 */
function flakyDatabase() {
  const state = { failing: true, waiting: true, passes: 0, statements: 0 };
  const db = {
    $queryRawUnsafe: async <T>(): Promise<T> => {
      state.statements++;
      return [{ waiting: state.waiting }] as T;
    },
    $transaction: async <T>(): Promise<T> => {
      state.passes++;
      if (state.failing) throw new Error('jetstream is not enabled');
      return 0 as T;
    },
  } as unknown as SqlRunner;
  return { state, db };
}

/** The relay's interval; a failed pass waits four of them before the next. */
const INTERVAL_MS = 25;
const RETRY_DELAY_MS = 4 * INTERVAL_MS;

describe('OutboxRelay while passes fail', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('lets no write start another pass before the retry delay, and resumes when publishing works again', async () => {
    const { state, db } = flakyDatabase();
    const relay = new OutboxRelay(db, {} as JetStreamClient, INTERVAL_MS);
    relay.start();
    await jest.advanceTimersByTimeAsync(0);
    expect(state.passes).toBe(1);
    // A burst of writes, each nudging the relay, inside the retry delay: none starts a pass.
    for (let write = 0; write < 50; write++) {
      relay.nudge();
      await jest.advanceTimersByTimeAsync(1);
    }
    expect(state.passes).toBe(1);
    // The retry delay, and only it, starts the next pass.
    await jest.advanceTimersByTimeAsync(RETRY_DELAY_MS - 50);
    expect(state.passes).toBe(2);

    state.failing = false;
    await jest.advanceTimersByTimeAsync(RETRY_DELAY_MS);
    expect(state.passes).toBe(3);
    // Healthy again: a write starts a pass at once, before the interval is up.
    relay.nudge();
    await jest.advanceTimersByTimeAsync(0);
    expect(state.passes).toBe(4);
    await relay.stop();
  });
});

describe('OutboxRelay while nothing waits', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('asks one statement a pass and opens no transaction until a row waits', async () => {
    const { state, db } = flakyDatabase();
    state.failing = false;
    state.waiting = false;
    const relay = new OutboxRelay(db, {} as JetStreamClient, INTERVAL_MS);
    relay.start();
    await jest.advanceTimersByTimeAsync(INTERVAL_MS * 3);
    expect([state.statements, state.passes]).toEqual([4, 0]);
    state.waiting = true;
    await jest.advanceTimersByTimeAsync(INTERVAL_MS);
    expect([state.statements, state.passes]).toEqual([5, 1]);
    await relay.stop();
  });
});
