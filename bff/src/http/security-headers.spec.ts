import Fastify from 'fastify';
import { installAnswerEncoding } from './answer-encoding.js';
import { DATA_POLICY, installSecurityHeaders, securityHeaders } from './security-headers.js';

describe('security headers', () => {
  const headers = securityHeaders(['http://127.0.0.1:12111']);
  const fastify = Fastify();
  installSecurityHeaders(fastify, headers);
  installAnswerEncoding(fastify);
  fastify.get('/page', (_request, reply) =>
    reply.type('text/html; charset=utf-8').send('<!doctype html><title>Market Catalysts</title>'),
  );
  fastify.get('/api/plans', () => ({ plans: [] }));
  fastify.get('/calendar.csv', (_request, reply) => reply.type('text/csv; charset=utf-8').send('ticker,date\nAAPL,2026-12-03\n'));
  fastify.get('/untyped', (_request, reply) => reply.code(204).send());
  beforeAll(() => fastify.ready());
  afterAll(() => fastify.close());

  const policyOf = async (url: string) => (await fastify.inject({ method: 'GET', url })).headers['content-security-policy'];

  it('gives a page the policy that lets the web app load itself, Stripe and TradingView', async () => {
    const policy = await policyOf('/page');
    expect(policy).toBe(headers.page['Content-Security-Policy']);
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain('https://js.stripe.com');
    expect(policy).toContain('https://s3.tradingview.com');
    expect(policy).toContain('http://127.0.0.1:12111');
  });

  it('gives data (JSON, CSV) a policy that allows nothing, with the other headers unchanged', async () => {
    expect(await policyOf('/api/plans')).toBe(DATA_POLICY);
    expect(await policyOf('/calendar.csv')).toBe(DATA_POLICY);
    const answer = await fastify.inject({ method: 'GET', url: '/api/plans' });
    for (const [name, value] of Object.entries(headers.page))
      if (name !== 'Content-Security-Policy') expect(answer.headers[name.toLowerCase()]).toBe(value);
  });

  it('keeps the page policy on an answer that does not say what it is', async () => {
    expect(await policyOf('/untyped')).toBe(headers.page['Content-Security-Policy']);
  });

  it('answers a page’s 304 with the page policy, so the browser keeps it for the page it holds', async () => {
    const etag = (await fastify.inject({ method: 'GET', url: '/page' })).headers.etag as string;
    const revalidated = await fastify.inject({ method: 'GET', url: '/page', headers: { 'if-none-match': etag } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers['content-security-policy']).toBe(headers.page['Content-Security-Policy']);
  });
});
