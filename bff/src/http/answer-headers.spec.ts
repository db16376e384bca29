import { Controller, Get, Header, HttpException, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';
import { ThrottledException } from '../throttle/throttled.exception.js';
import type { WebApp } from '../web/web-app.js';
import { installAnswerHeaders, retryAfterSeconds } from './answer-headers.js';
import { ApiExceptionFilter } from './api-exception.filter.js';

@Controller('test')
class AnswersController {
  @Get('plans')
  @Header('Cache-Control', 'public, max-age=60')
  plans() {
    return { plans: [] };
  }

  @Get('throttled')
  throttled(): never {
    throw new ThrottledException(41.2);
  }

  /** A 429 that names its wait only in DRF's words, with no header of its own. */
  @Get('service-throttled')
  serviceThrottled(): never {
    throw new HttpException({ detail: 'Request was throttled. Expected available in 7 seconds.' }, 429);
  }
}

@Module({ controllers: [AnswersController] })
class TestModule {}

describe('answer headers', () => {
  let app: NestFastifyApplication;
  let fastify: FastifyInstance;

  beforeAll(async () => {
    app = await NestFactory.create<NestFastifyApplication>(TestModule, new FastifyAdapter(), { logger: false });
    fastify = app.getHttpAdapter().getInstance();
    installAnswerHeaders(fastify);
    fastify.get('/session', async (_request, reply) =>
      reply.header('set-cookie', 'registration=abc; HttpOnly').send({ ok: true }),
    );
    app.useGlobalFilters(new ApiExceptionFilter({ serves: () => false } as unknown as WebApp));
    await app.init();
    await fastify.ready();
  });
  afterAll(() => app.close());

  it('marks every answer to a request with credentials no-store, whatever the route says (issue 12 §9)', async () => {
    const signedIn = await fastify.inject({ method: 'GET', url: '/test/plans', headers: { authorization: 'Token 0123' } });
    expect(signedIn.headers['cache-control']).toBe('no-store');
    const refused = await fastify.inject({ method: 'GET', url: '/test/throttled', headers: { authorization: 'Token bad' } });
    expect(refused.headers['cache-control']).toBe('no-store');
    expect((await fastify.inject({ method: 'GET', url: '/session' })).headers['cache-control']).toBe('no-store');
  });

  it('leaves a visitor’s public answer cacheable', async () => {
    expect((await fastify.inject({ method: 'GET', url: '/test/plans' })).headers['cache-control']).toBe('public, max-age=60');
  });

  it('says when to come back on every 429: the throttle’s wait, or the one DRF’s message names (issue 12 §9)', async () => {
    const throttled = await fastify.inject({ method: 'GET', url: '/test/throttled' });
    expect(throttled.statusCode).toBe(429);
    expect(throttled.headers['retry-after']).toBe('42');
    expect(throttled.json()).toEqual({ detail: 'Request was throttled. Expected available in 42 seconds.' });
    const service = await fastify.inject({ method: 'GET', url: '/test/service-throttled' });
    expect(service.statusCode).toBe(429);
    expect(service.headers['retry-after']).toBe('7');
  });

  it('reads the wait from DRF’s wording, and asks for a minute when there is none', () => {
    expect(retryAfterSeconds('{"detail":"Request was throttled. Expected available in 1 second."}')).toBe(1);
    expect(retryAfterSeconds(Buffer.from('{"detail":"Too many requests."}'))).toBe(60);
    expect(retryAfterSeconds(undefined)).toBe(60);
  });
});
