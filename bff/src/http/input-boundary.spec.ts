import { Body, Controller, Get, HttpCode, Module, Param, Post, Put, Query } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';
import type { WebApp } from '../web/web-app.js';
import { ApiExceptionFilter } from './api-exception.filter.js';
import { installInputBoundary } from './input-boundary.js';
import { installJsonBody, MAX_JSON_DEPTH } from './json-body.js';

/** What the handlers were given: a refused request must never get this far. */
const handled: unknown[] = [];

@Controller('test')
class EchoController {
  @Post('subscriptions')
  @HttpCode(200)
  create(@Body() body: unknown) {
    handled.push(body);
    return { received: true };
  }

  @Get('calendar')
  calendar(@Query() query: unknown) {
    handled.push(query);
    return { received: true };
  }

  @Put('users/:id')
  update(@Param('id') id: string) {
    handled.push(id);
    return { received: true };
  }
}

@Module({ controllers: [EchoController] })
class TestModule {}

const NUL = { price_id: ['Null characters are not allowed.'] };
const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe('the input boundary', () => {
  let app: NestFastifyApplication;
  let fastify: FastifyInstance;
  const post = (payload: string, url = '/test/subscriptions') =>
    fastify.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload });

  beforeAll(async () => {
    app = await NestFactory.create<NestFastifyApplication>(TestModule, new FastifyAdapter(), {
      logger: false,
      bodyParser: false,
    });
    fastify = app.getHttpAdapter().getInstance();
    installJsonBody(fastify);
    installInputBoundary(fastify);
    // A route outside Nest, as the delayed quotes are: the boundary covers it too.
    fastify.get('/plain', async (request) => {
      handled.push(request.query);
      return { received: true };
    });
    app.useGlobalFilters(new ApiExceptionFilter({ serves: () => false } as unknown as WebApp));
    await app.init();
    await fastify.ready();
  });
  afterAll(() => app.close());
  beforeEach(() => handled.splice(0));

  it('refuses a NUL byte in any string of the body with DRF’s message, under its field (issue 12 §1, §2)', async () => {
    for (const body of [
      { payment_method_id: 'pm_card_visa', price_id: 'a\u0000b' },
      { payment_method_id: 'pm_card_visa', price_id: ['price_monthly', { nested: '\u0000' }] },
    ]) {
      const response = await post(JSON.stringify(body));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(NUL);
    }
    expect(handled).toEqual([]);
  });

  it('refuses lone surrogates, as DRF does, and passes well-formed pairs on', async () => {
    for (const [text, codePoint] of [
      ['\\ud800', 'D800'],
      ['x\\udfffy', 'DFFF'],
      ['\\ud83d\\ud83d\\ude00', 'D83D'],
    ]) {
      const response = await post(`{"priceId": "${text}"}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ priceId: [`Surrogate characters are not allowed: U+${codePoint}.`] });
    }
    expect(handled).toEqual([]);
    const emoji = await post('{"priceId": "price_\\ud83d\\ude80"}');
    expect(emoji.statusCode).toBe(200);
    expect(handled).toEqual([{ priceId: 'price_🚀' }]);
  });

  it('names a refused key or a refused body as a whole under non_field_errors, never echoing the key', async () => {
    const key = await post('{"user\\u0000name": "dana", "email": "\\u0000"}');
    expect(key.json()).toEqual({
      email: ['Null characters are not allowed.'],
      non_field_errors: ['Null characters are not allowed.'],
    });
    expect((await post('"\\u0000"')).json()).toEqual({ non_field_errors: ['Null characters are not allowed.'] });
    // A field called __proto__ stays a field of the answer.
    expect((await post('{"__proto__": "\\u0000"}')).body).toBe('{"__proto__":["Null characters are not allowed."]}');
  });

  it('refuses the same in the query string and the path, for controllers and plain routes alike', async () => {
    for (const url of ['/test/calendar?type=earnings&ticker=%00', '/plain?ticker=AAPL%00']) {
      const response = await fastify.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ ticker: ['Null characters are not allowed.'] });
    }
    const path = await fastify.inject({
      method: 'PUT',
      url: '/test/users/7%00',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(path.statusCode).toBe(400);
    expect(path.json()).toEqual({ id: ['Null characters are not allowed.'] });
    expect(handled).toEqual([]);
  });

  it(`refuses JSON nested deeper than ${MAX_JSON_DEPTH} levels before parsing it (issue 12 §3)`, async () => {
    for (const payload of [nested(5000), nested(MAX_JSON_DEPTH + 1), `{"a":${nested(MAX_JSON_DEPTH)}}`]) {
      const response = await post(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: `JSON parse error - nested deeper than ${MAX_JSON_DEPTH} levels.` });
    }
    expect(handled).toEqual([]);
    // Brackets inside strings are text, not nesting.
    expect((await post(JSON.stringify({ price_id: '['.repeat(500) }))).statusCode).toBe(200);
    expect((await post(nested(MAX_JSON_DEPTH))).statusCode).toBe(200);
  });

  it('refuses a body that is not UTF-8, and keeps DRF’s answers for syntax, size and media type', async () => {
    const latin1 = await fastify.inject({
      method: 'POST',
      url: '/test/subscriptions',
      headers: { 'content-type': 'application/json' },
      payload: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xe9, 0x22, 0x7d]),
    });
    expect(latin1.statusCode).toBe(400);
    expect(latin1.json()).toEqual({ detail: 'JSON parse error - the body is not valid UTF-8.' });
    const syntax = await post('{"price_id": ');
    expect(syntax.statusCode).toBe(400);
    expect(syntax.json().detail).toMatch(/^JSON parse error - /);
    expect((await post(JSON.stringify({ price_id: 'x'.repeat(70_000) }))).statusCode).toBe(413);
    const form = await fastify.inject({
      method: 'POST',
      url: '/test/subscriptions',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'price_id=a',
    });
    expect(form.statusCode).toBe(415);
    expect(handled).toEqual([]);
  });
});
