import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerStaticAssets } from './static-assets.js';

const SCRIPT = `export const tape = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `symbol-${i}`))};`;
const LOGO = Buffer.from('89504e470d0a1a0a', 'hex');

describe('the web app’s files', () => {
  let dist: string;
  let fastify: FastifyInstance;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    mkdirSync(join(dist, 'static/js'), { recursive: true });
    mkdirSync(join(dist, 'staticfiles/company_logos'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Market Catalysts</title>');
    writeFileSync(join(dist, 'static/js/index.abc123.js'), SCRIPT);
    writeFileSync(join(dist, 'static/js/index.abc123.js.br'), brotliCompressSync(SCRIPT));
    writeFileSync(join(dist, 'static/js/index.abc123.js.gz'), gzipSync(SCRIPT));
    writeFileSync(join(dist, 'staticfiles/company_logos/aapl.png'), LOGO);
    fastify = Fastify();
    await registerStaticAssets(fastify, dist);
    await fastify.ready();
  });
  afterAll(async () => {
    await fastify.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => fastify.inject({ method: 'GET', url, headers });

  it('sends the build’s Brotli or gzip twin of a script, as the browser accepts, cached for good', async () => {
    const br = await get('/static/js/index.abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers).toMatchObject({
      'content-encoding': 'br',
      'content-type': 'application/javascript; charset=utf-8',
      vary: 'Accept-Encoding',
      'cache-control': 'public, max-age=31536000, immutable',
    });
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

    const gz = await get('/static/js/index.abc123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');

    const plain = await get('/static/js/index.abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.body).toBe(SCRIPT);
  });

  it('caches company logos for a day', async () => {
    const logo = await get('/staticfiles/company_logos/aapl.png', { 'accept-encoding': 'br' });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['cache-control']).toBe('public, max-age=86400');
    expect(logo.headers['content-encoding']).toBeUndefined();
    expect(logo.rawPayload.equals(LOGO)).toBe(true);
  });

  it('has the browser check the app’s index every time', async () => {
    const index = await get('/index.html', { 'accept-encoding': 'br' });
    expect(index.statusCode).toBe(200);
    expect(index.headers['cache-control']).toBe('no-cache');
    expect(index.body).toContain('Market Catalysts');
  });
});
