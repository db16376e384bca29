import { Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { QuotesCache } from './quotes-cache.js';
import { registerDelayedQuotesRoute } from './quotes-route.js';

/** Puts the delayed-quotes route on the bff's Fastify instance (see registerDelayedQuotesRoute for why not a controller). */
@Injectable()
export class QuotesRoute implements OnModuleInit {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly cache: QuotesCache,
  ) {}

  onModuleInit() {
    registerDelayedQuotesRoute(this.adapterHost.httpAdapter.getInstance<FastifyInstance>(), () => this.cache.current);
  }
}
