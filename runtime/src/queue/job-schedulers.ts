/** What of a BullMQ Queue this needs: its backend says 'ready' each time its Redis connection is. */
export interface SchedulingQueue {
  waitUntilReady(): Promise<void>;
  getBackend(): { on(event: 'ready', listener: () => void): unknown };
}

/**
 * Runs `schedule` (the queue's `upsertJobScheduler` calls) now, and again each time the queue's
 * Redis connection is ready after a reconnection. A job scheduler lives only in Redis: a Redis
 * that comes back without its data (no persistence, a failover to a replica that had not yet
 * received it) has forgotten it, and no job would ever be added again. Upserting is idempotent,
 * so when Redis kept its data a second run changes nothing. Runs never overlap; a failed one is
 * reported to `onError` and the next reconnection tries again. Returns a function that resolves
 * once the latest run has ended (for `onModuleDestroy`).
 */
export function keepJobSchedulers(
  queue: SchedulingQueue,
  schedule: () => Promise<void>,
  onError: (error: Error) => void,
): () => Promise<void> {
  let latest = schedule().catch(onError);
  // Once the first connection is ready, every later 'ready' is a reconnection.
  queue.waitUntilReady().then(
    () =>
      queue.getBackend().on('ready', () => {
        latest = latest.then(schedule).catch(onError);
      }),
    // A queue closed before it connected: nothing to keep.
    () => undefined,
  );
  return () => latest;
}
