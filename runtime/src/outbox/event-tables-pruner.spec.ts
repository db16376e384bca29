import { jest } from '@jest/globals';
import { EventTablesPruner, PRUNE_LEASE_KEY } from './event-tables-pruner.js';
import type { SqlExecutor, TransactionRunner } from './sql-executor.js';

/**
 * A database that records the statements it is given: the prune lease is won when `leaseFree`,
 * and each DELETE removes nothing (so one batch per table). `blockDeletes` holds the first DELETE
 * until released, as a slow prune would.
 */
function recordingDatabase() {
  const state = { leaseFree: true, statements: [] as string[], claims: [] as unknown[][] };
  let releaseDeletes: () => void = () => undefined;
  let deletesBlocked: Promise<void> | undefined;
  const tx: SqlExecutor = {
    $executeRawUnsafe: async (query) => {
      state.statements.push(query.split(' ')[0]);
      if (deletesBlocked) await deletesBlocked;
      return 0;
    },
    $queryRawUnsafe: async <T>(query: string, ...values: unknown[]) => {
      if (query.includes('INSERT INTO leases')) {
        state.claims.push(values);
        return (state.leaseFree ? [{ generation: '1' }] : []) as T;
      }
      return [{ count: 0 }] as T;
    },
  };
  const db: TransactionRunner = { $transaction: (fn) => fn(tx) };
  return {
    state,
    db,
    blockDeletes: () => (deletesBlocked = new Promise((resolve) => (releaseDeletes = resolve))),
    unblockDeletes: () => {
      deletesBlocked = undefined;
      releaseDeletes();
    },
  };
}

const schedule = { checkEveryMs: 1_000, pruneEveryMs: 60_000 };

describe('EventTablesPruner', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('asks for the lease at every check, for the whole interval, and prunes only when it wins it', async () => {
    const { state, db } = recordingDatabase();
    const pruner = new EventTablesPruner(db, schedule);
    pruner.start();
    expect(state.claims).toHaveLength(0);

    await jest.advanceTimersByTimeAsync(1_000);
    expect(state.claims).toEqual([[PRUNE_LEASE_KEY, expect.any(String), 60_000]]);
    expect(state.statements).toEqual(['DELETE', 'DELETE']);

    // Another replica holds the lease: this one deletes nothing.
    state.leaseFree = false;
    await jest.advanceTimersByTimeAsync(1_000);
    expect(state.claims).toHaveLength(2);
    expect(state.statements).toHaveLength(2);
    await pruner.stop();
  });

  it('starts no second prune while one still runs, and waits for it when stopping', async () => {
    const { state, db, blockDeletes, unblockDeletes } = recordingDatabase();
    const pruner = new EventTablesPruner(db, schedule);
    blockDeletes();
    pruner.start();
    await jest.advanceTimersByTimeAsync(3_000);
    expect(state.claims).toHaveLength(1);

    const stopped = pruner.stop();
    unblockDeletes();
    await stopped;
    expect(state.statements).toEqual(['DELETE', 'DELETE']);
    await jest.advanceTimersByTimeAsync(5_000);
    expect(state.claims).toHaveLength(1);
  });
});
