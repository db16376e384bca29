import { setTimeout as sleep } from 'node:timers/promises';
import { createLogger, PinoNestLogger } from './logger.js';
import { currentRequestId, requestIdFor, wellFormedRequestId, withRequestId } from './request-id.js';

/** A logger whose JSON lines are kept, parsed, instead of written to standard output. */
function capturedLogger() {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger('billing', 'info', { write: (line: string) => lines.push(JSON.parse(line)) });
  return { logger, lines };
}

describe('request ids', () => {
  it('accepts a caller’s id only when it is one short value of safe characters', () => {
    for (const id of ['0b3e6f0e-2d6a-4f7c-9a51-7d2f1c0e8a11', 'Root=1-67891233-abcdef012345678912345678', 'a', 'x'.repeat(128)])
      expect(wellFormedRequestId(id)).toBe(id);
    for (const id of ['', 'x'.repeat(129), 'two words', 'line\nbreak', '"quoted"', '{"a":1}', 'é', ['a', 'b'], 42, undefined])
      expect(wellFormedRequestId(id)).toBeUndefined();
  });

  it('makes a new UUID when the caller’s id is missing or malformed, and keeps a good one', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    const made = [requestIdFor(undefined), requestIdFor('bad id'), requestIdFor('x'.repeat(200))];
    for (const id of made) expect(id).toMatch(uuid);
    expect(new Set(made).size).toBe(3);
    expect(requestIdFor('edge-7f3a')).toBe('edge-7f3a');
  });

  it('puts request_id on every line written while serving the request, across awaits and timers', async () => {
    const { logger, lines } = capturedLogger();
    logger.info('before');
    await withRequestId('req-1', async () => {
      logger.info('at once');
      await sleep(5);
      setImmediate(() => logger.info('later'));
      await sleep(5);
    });
    logger.info('after');
    expect(lines.map(({ msg, request_id, service }) => ({ msg, request_id, service }))).toEqual([
      { msg: 'before', request_id: undefined, service: 'billing' },
      { msg: 'at once', request_id: 'req-1', service: 'billing' },
      { msg: 'later', request_id: 'req-1', service: 'billing' },
      { msg: 'after', request_id: undefined, service: 'billing' },
    ]);
  });

  it('keeps concurrent requests apart, and an inner run without an id belongs to no request', async () => {
    const { logger, lines } = capturedLogger();
    const serve = (id: string, pauseMs: number) =>
      withRequestId(id, async () => {
        await sleep(pauseMs);
        logger.info(`done ${id}`);
        withRequestId(undefined, () => logger.info(`event after ${id}`));
        expect(currentRequestId()).toBe(id);
      });
    await Promise.all([serve('slow', 20), serve('fast', 1)]);
    expect(lines.map(({ msg, request_id }) => [msg, request_id])).toEqual([
      ['done fast', 'fast'],
      ['event after fast', undefined],
      ['done slow', 'slow'],
      ['event after slow', undefined],
    ]);
  });

  it('reaches lines written through Nest’s logger, with the context', () => {
    const { logger, lines } = capturedLogger();
    withRequestId('req-2', () => new PinoNestLogger(logger).warn('Stripe unavailable', 'Stripe'));
    expect(lines[0]).toMatchObject({ level: 40, msg: 'Stripe unavailable', context: 'Stripe', request_id: 'req-2' });
  });
});
