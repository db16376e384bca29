import type { JetStreamClient } from '@nats-io/jetstream';
import { OutboxRelay } from './outbox-relay.js';
import type { TransactionRunner } from './sql-executor.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A database whose transactions fail while `failing` is set (as when JetStream has no leader), counting the passes. */
function flakyDatabase() {
  const state = { failing: true, passes: 0 };
  const db: TransactionRunner = {
    $transaction: async <T>(): Promise<T> => {
      state.passes++;
      if (state.failing) throw new Error('jetstream is not enabled');
      return 0 as T;
    },
  };
  return { state, db };
}

describe('OutboxRelay while passes fail', () => {
  it('lets no write start another pass before the retry delay, and resumes when publishing works again', async () => {
    const { state, db } = flakyDatabase();
    const relay = new OutboxRelay(db, {} as JetStreamClient, 25);
    relay.start();
    await sleep(10);
    expect(state.passes).toBe(1);
    // A burst of writes, each nudging the relay, inside the 100 ms retry delay.
    for (let write = 0; write < 50; write++) {
      relay.nudge();
      await sleep(1);
    }
    expect(state.passes).toBeLessThanOrEqual(2);
    state.failing = false;
    await sleep(150);
    const resumed = state.passes;
    relay.nudge();
    await sleep(5);
    // Healthy again: a write starts a pass at once.
    expect(state.passes).toBe(resumed + 1);
    await relay.stop();
  });
});
