import { bffMetricsUrl, bffUrl } from '../support/api.js';

const get = (path: string, accept = 'text/html') => fetch(`${bffUrl()}${path}`, { headers: { accept } });

describe('the bff serves the web app', () => {
  it('answers / and every client route with the app, never cached', async () => {
    for (const path of ['/', '/home', '/login', '/reset-password/MQ/abc-123']) {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(await response.text()).toContain('<div id="root">');
    }
    expect((await get('/home')).headers.get('cache-control')).toBe('no-cache');
  });

  it('serves fingerprinted chunks for good, and a missing chunk as a 404 (not the app)', async () => {
    const html = await (await get('/')).text();
    const script = /src="(\/static\/js\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const chunk = await get(script!, '*/*');
    expect(chunk.status).toBe(200);
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await get('/static/js/missing-chunk.js', '*/*')).status).toBe(404);
  });

  it('sends the security headers and a CSP limited to the product, Stripe and TradingView', async () => {
    const response = await get('/');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self' https:\/\/js\.stripe\.com https:\/\/s3\.tradingview\.com/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('strict-transport-security')).toContain('max-age=');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('sends data, whether a route or a kept answer, with a CSP that allows nothing', async () => {
    // The plans come from their route; the week's calendar, asked twice, from the answers kept before Fastify.
    for (const path of ['/api/get-plans/', '/api/calendars/earnings/', '/api/calendars/earnings/']) {
      const response = await get(path, 'application/json');
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('counts page views reported by the client, and refuses a malformed report', async () => {
    const report = (body: string) =>
      fetch(`${bffUrl()}/api/page-views/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect((await report(JSON.stringify({ path: '/login' }))).status).toBe(204);
    const bad = await report(JSON.stringify({ path: 'login' }));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toHaveProperty('path');
    const metrics = await (await fetch(`${bffMetricsUrl()}/metrics`)).text();
    expect(metrics).toMatch(/web_page_views_total\{route="\/login"\} [1-9]/);
  });

  it('keeps /metrics, /healthz and /readyz off the public port (issue 12 §6)', async () => {
    for (const path of ['/metrics', '/healthz', '/readyz']) {
      const response = await get(path, '*/*');
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ detail: 'Not found.' });
      expect((await fetch(`${bffMetricsUrl()}${path}`)).status).toBe(200);
    }
  });
});
