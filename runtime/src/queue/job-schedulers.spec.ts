import { EventEmitter } from 'node:events';
import { keepJobSchedulers } from './job-schedulers.js';

/** A queue whose Redis connection the test makes ready, drop and come back. */
function fakeQueue() {
  const backend = new EventEmitter();
  let connected!: () => void;
  const ready = new Promise<void>((resolve) => (connected = resolve));
  return { queue: { waitUntilReady: () => ready, getBackend: () => backend }, backend, connected };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('keepJobSchedulers', () => {
  it('schedules at once and again after each reconnection, never two runs at a time', async () => {
    const { queue, backend, connected } = fakeQueue();
    let running = 0;
    let most = 0;
    let runs = 0;
    const schedule = async () => {
      runs++;
      most = Math.max(most, ++running);
      await flush();
      running--;
    };
    const settled = keepJobSchedulers(queue, schedule, () => undefined);
    expect(runs).toBe(1);
    // The first 'ready' is the connection the first run waited for: not a reason to run again.
    backend.emit('ready');
    connected();
    await flush();
    await settled();
    expect(runs).toBe(1);

    backend.emit('ready');
    backend.emit('ready');
    await settled();
    expect(runs).toBe(3);
    expect(most).toBe(1);
  });

  it('reports a failed run and tries again on the next reconnection', async () => {
    const { queue, backend, connected } = fakeQueue();
    const errors: string[] = [];
    let attempt = 0;
    const schedule = async () => {
      if (++attempt === 2) throw new Error('READONLY You can not write against a read only replica');
    };
    const settled = keepJobSchedulers(queue, schedule, (error) => errors.push(error.message));
    connected();
    await flush();
    backend.emit('ready');
    await settled();
    expect(errors).toEqual(['READONLY You can not write against a read only replica']);
    backend.emit('ready');
    await settled();
    expect(attempt).toBe(3);
    expect(errors).toHaveLength(1);
  });
});
