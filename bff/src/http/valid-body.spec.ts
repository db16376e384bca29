import { Controller, Get, HttpCode, Module, Post } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { z } from 'zod';
import type { WebApp } from '../web/web-app.js';
import { ApiExceptionFilter } from './api-exception.filter.js';
import { drfForm } from './drf-form.js';
import { installJsonBody } from './json-body.js';
import { firstError, ValidBody, ValidQuery } from './valid-body.js';

const Watchlist = drfForm({
  name: z.string({ error: 'Name your watch list.' }).max(40, { error: 'Keep the name under 40 characters.' }),
  tickers: z.array(z.string(), { error: 'List the tickers to watch.' }).min(1, { error: 'Add at least one ticker.' }),
});
const Range = z.object({
  days: z.coerce.number({ error: 'Give a number of days.' }).int().min(1, { error: 'At least one day.' }).default(7),
});

@Controller('test')
class SchemaEchoController {
  @Post('watchlists')
  @HttpCode(201)
  create(@ValidBody(Watchlist) watchlist: z.output<typeof Watchlist>) {
    return watchlist;
  }

  @Post('first-error')
  @HttpCode(200)
  first(@ValidBody(Watchlist, firstError) watchlist: z.output<typeof Watchlist>) {
    return watchlist;
  }

  @Get('range')
  range(@ValidQuery(Range) range: z.output<typeof Range>) {
    return range;
  }
}

@Module({ controllers: [SchemaEchoController] })
class TestModule {}

describe('ValidBody / ValidQuery', () => {
  let app: NestFastifyApplication;
  const post = (url: string, payload?: unknown) =>
    app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json' },
      payload: payload === undefined ? '' : JSON.stringify(payload),
    });

  beforeAll(async () => {
    app = await NestFactory.create<NestFastifyApplication>(TestModule, new FastifyAdapter(), {
      logger: false,
      bodyParser: false,
    });
    installJsonBody(app.getHttpAdapter().getInstance());
    app.useGlobalFilters(new ApiExceptionFilter({ serves: () => false } as unknown as WebApp));
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
  });
  afterAll(() => app.close());

  it('hands the handler the parsed body, without fields the schema does not know', async () => {
    const response = await post('/test/watchlists', { name: 'Biotech catalysts', tickers: ['MRNA', 'VRTX'], owner: 1 });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ name: 'Biotech catalysts', tickers: ['MRNA', 'VRTX'] });
  });

  it('answers every refusal under its field, in DRF’s shape', async () => {
    const response = await post('/test/watchlists', { name: 'x'.repeat(41), tickers: [] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ name: ['Keep the name under 40 characters.'], tickers: ['Add at least one ticker.'] });
    expect((await post('/test/watchlists', { tickers: 'NVDA' })).json()).toEqual({
      name: ['Name your watch list.'],
      tickers: ['List the tickers to watch.'],
    });
  });

  it('reads no body as an empty form and refuses any other non-object as DRF does', async () => {
    expect((await post('/test/watchlists')).json()).toEqual({
      name: ['Name your watch list.'],
      tickers: ['List the tickers to watch.'],
    });
    for (const [body, type] of [
      [['NVDA'], 'list'],
      ['NVDA', 'str'],
      [3, 'int'],
      [2.5, 'float'],
      [true, 'bool'],
      [null, 'NoneType'],
    ] as const) {
      const response = await post('/test/watchlists', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ non_field_errors: [`Invalid data. Expected a dictionary, but got ${type}.`] });
    }
  });

  it('answers only the first refusal in the billing endpoints’ shape', async () => {
    const response = await post('/test/first-error', { tickers: [] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Name your watch list.' });
  });

  it('parses the query string the same way', async () => {
    expect((await app.inject({ method: 'GET', url: '/test/range?days=30' })).json()).toEqual({ days: 30 });
    expect((await app.inject({ method: 'GET', url: '/test/range' })).json()).toEqual({ days: 7 });
    const refused = await app.inject({ method: 'GET', url: '/test/range?days=0' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ days: ['At least one day.'] });
  });
});
