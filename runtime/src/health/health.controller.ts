import { Controller, Get, Header, HttpCode, Inject, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { register } from 'prom-client';
import { READINESS_CHECKS, type ReadinessCheck } from './readiness.js';

/** Liveness, readiness and Prometheus metrics, the same on every service's port. */
@Controller()
export class HealthController {
  constructor(@Inject(READINESS_CHECKS) private readonly checks: ReadinessCheck[]) {}

  @Get('healthz')
  @HttpCode(200)
  live() {
    return { status: 'ok' };
  }

  @Get('readyz')
  async ready(@Res() reply: FastifyReply) {
    const results = await Promise.all(
      this.checks.map(async ({ name, check }) => {
        try {
          await withDeadline(check(), 2_000);
          return [name, 'ok'] as const;
        } catch (error) {
          return [name, (error as Error).message || 'failed'] as const;
        }
      }),
    );
    const ready = results.every(([, state]) => state === 'ok');
    await reply.status(ready ? 200 : 503).send({ status: ready ? 'ok' : 'unavailable', checks: Object.fromEntries(results) });
  }

  @Get('metrics')
  @Header('Content-Type', register.contentType)
  metrics() {
    return register.metrics();
  }
}

function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  return Promise.race([
    work,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms).unref()),
  ]);
}
