import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { register } from 'prom-client';
import { ApiExceptionFilter } from '../http/api-exception.filter.js';
import { installJsonBody } from '../http/json-body.js';
import { ThrottledException } from '../throttle/throttled.exception.js';
import { RateLimits } from '../throttle/rate-limits.js';
import type { WebApp } from '../web/web-app.js';
import { PageViewsController } from './page-views.controller.js';

/** Three views a minute per client address, as RateLimits counts them in Redis. */
const counted = new Map<string, number>();
const throttle = {
  check: async (scope: string, client: string) => {
    expect(scope).toBe('page-view');
    const views = (counted.get(client) ?? 0) + 1;
    counted.set(client, views);
    if (views > 3) throw new ThrottledException(30);
  },
};

@Module({ controllers: [PageViewsController], providers: [{ provide: RateLimits, useValue: throttle }] })
class TestModule {}

describe('POST /api/page-views/', () => {
  let app: NestFastifyApplication;
  const report = (path: unknown, remoteAddress = '203.0.113.7') =>
    app.inject({
      method: 'POST',
      url: '/api/page-views/',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ path }),
      remoteAddress,
    });
  const viewsOf = async (route: string) => {
    const metric = await register.getSingleMetric('web_page_views_total')?.get();
    return metric?.values.find((value) => value.labels.route === route)?.value ?? 0;
  };

  beforeAll(async () => {
    app = await NestFactory.create<NestFastifyApplication>(
      TestModule,
      new FastifyAdapter({ routerOptions: { ignoreTrailingSlash: true } }),
      { logger: false, bodyParser: false },
    );
    installJsonBody(app.getHttpAdapter().getInstance());
    app.useGlobalFilters(new ApiExceptionFilter({ serves: () => false } as unknown as WebApp));
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
  });
  afterAll(() => app.close());

  it('counts a view under its route pattern, and any other path as other', async () => {
    expect((await report('/company/AMD', '198.51.100.1')).statusCode).toBe(204);
    expect((await report('/wp-admin/setup.php', '198.51.100.1')).statusCode).toBe(204);
    expect(await viewsOf('/company/:ticker')).toBe(1);
    expect(await viewsOf('other')).toBe(1);
    expect((await register.getSingleMetric('web_page_views_total')?.get())?.values).toHaveLength(2);
  });

  it('limits each client, with DRF’s 429 and Retry-After (issue 12 §6)', async () => {
    for (let view = 0; view < 3; view++) expect((await report('/pricing')).statusCode).toBe(204);
    const refused = await report('/pricing');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('30');
    expect(refused.json()).toEqual({ detail: 'Request was throttled. Expected available in 30 seconds.' });
    expect(await viewsOf('/pricing')).toBe(3);
    expect((await report('/pricing', '192.0.2.44')).statusCode).toBe(204);
  });

  it('refuses a path that is no path', async () => {
    const refused = await report('pricing', '198.51.100.9');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ path: ['Enter a path that starts with "/" (at most 2048 characters).'] });
  });
});
