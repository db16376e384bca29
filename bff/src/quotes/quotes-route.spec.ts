import Fastify, { type FastifyInstance } from 'fastify';
import type { TapeSnapshot } from './latest-tape.js';
import { registerDelayedQuotesRoute } from './quotes-route.js';

describe('GET /api/benzingadelayedquotes/', () => {
  let fastify: FastifyInstance;
  let tape: TapeSnapshot | undefined;

  beforeEach(async () => {
    tape = undefined;
    // As the bff's adapter is configured: the spec's paths end in a slash, the router ignores it.
    fastify = Fastify({ routerOptions: { ignoreTrailingSlash: true } });
    registerDelayedQuotesRoute(fastify, () => tape);
    await fastify.ready();
  });

  afterEach(() => fastify.close());

  it('answers 503 in the bff’s shape until the first quotes arrive', async () => {
    const answer = await fastify.inject({ method: 'GET', url: '/api/benzingadelayedquotes/' });
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual({ detail: 'Service temporarily unavailable.' });
    expect(answer.headers['retry-after']).toBe('5');
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('writes the prepared bytes with their as-of, cacheable for 30 seconds', async () => {
    const body = '[{"symbol":"SPY","name":"SPDR S&P 500 ETF Trust","last":650,"change":-6.26,"change_percent":-0.95}]';
    tape = { body: Buffer.from(body), asOf: '2025-03-04T18:40:00.000Z', asOfMs: Date.UTC(2025, 2, 4, 18, 40) };
    for (const url of ['/api/benzingadelayedquotes/', '/api/benzingadelayedquotes', '/api/benzingadelayedquotes/?page=2']) {
      const answer = await fastify.inject({ method: 'GET', url });
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toBe(body);
      expect(answer.headers).toMatchObject({
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'public, max-age=30',
        'x-quotes-as-of': '2025-03-04T18:40:00.000Z',
      });
    }
  });
});
