import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { chooseEncoding, installAnswerEncoding, matchesEtag } from './answer-encoding.js';

const rows = Array.from({ length: 60 }, (_, i) => ({ symbol: `T${i}`, name: `Company ${i} Holdings`, last: 100 + i }));
const LARGE = JSON.stringify(rows);
const TAPE = Buffer.from(LARGE);

describe('answer encoding', () => {
  let fastify: FastifyInstance;

  beforeAll(async () => {
    fastify = Fastify();
    installAnswerEncoding(fastify);
    fastify.get('/large', async () => rows);
    fastify.get('/small', async () => ({ detail: 'ok' }));
    fastify.get('/tape', (_request, reply) => reply.type('application/json; charset=utf-8').send(TAPE));
    fastify.get('/cookie', (_request, reply) => reply.header('set-cookie', 'a=b').send(rows));
    fastify.get('/missing', (_request, reply) => reply.code(404).send({ detail: 'Not found.' }));
    await fastify.ready();
  });
  afterAll(() => fastify.close());

  const get = (url: string, headers: Record<string, string> = {}) => fastify.inject({ method: 'GET', url, headers });

  it('compresses JSON above 1 KB with Brotli or gzip, as the client accepts', async () => {
    const br = await get('/large', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(LARGE);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);

    const gz = await get('/large', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(LARGE);

    const plain = await get('/large');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.body).toBe(LARGE);
  });

  it('leaves small answers as they are', async () => {
    const small = await get('/small', { 'accept-encoding': 'br, gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ detail: 'ok' });
  });

  it('gives public answers an ETag, and answers 304 without a body when the client has that version', async () => {
    const first = await get('/large');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]{27}"$/);
    expect((await get('/large', { 'accept-encoding': 'br' })).headers.etag).toBe(etag);

    const again = await get('/large', { 'if-none-match': etag, 'accept-encoding': 'br' });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload).toHaveLength(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['content-encoding']).toBeUndefined();

    expect((await get('/large', { 'if-none-match': 'W/"older"' })).statusCode).toBe(200);
  });

  it('never validates a user’s own answers or refusals by ETag', async () => {
    expect((await get('/large', { authorization: 'Token abc' })).headers.etag).toBeUndefined();
    expect((await get('/cookie')).headers.etag).toBeUndefined();
    expect((await get('/missing')).headers.etag).toBeUndefined();
  });

  it('works out a reused body’s ETag and compressed forms once, and gives the same bytes', async () => {
    const a = await get('/tape', { 'accept-encoding': 'br' });
    const b = await get('/tape', { 'accept-encoding': 'br' });
    expect(a.headers['content-encoding']).toBe('br');
    expect(b.rawPayload.equals(a.rawPayload)).toBe(true);
    expect(brotliDecompressSync(b.rawPayload).toString()).toBe(LARGE);
    expect(a.headers.etag).toBe(b.headers.etag);
    expect((await get('/tape', { 'if-none-match': a.headers.etag as string })).statusCode).toBe(304);
  });

  it('reads Accept-Encoding with its weights', () => {
    expect(chooseEncoding('gzip, br')).toBe('br');
    expect(chooseEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('identity')).toBeUndefined();
    expect(chooseEncoding('gzip;q=0, br;q=0')).toBeUndefined();
    expect(chooseEncoding(undefined)).toBeUndefined();
  });

  it('compares ETags weakly, in lists and with *', () => {
    expect(matchesEtag('"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('W/"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('*', 'W/"abc"')).toBe(true);
    expect(matchesEtag('W/"abd"', 'W/"abc"')).toBe(false);
    expect(matchesEtag(undefined, 'W/"abc"')).toBe(false);
  });
});
