import { Inject, Injectable } from '@nestjs/common';
import { ServiceEventBus } from '@mc/runtime';
import { QUOTES_ENV, type QuotesEnv } from '../config/env.js';
import { PrismaService } from '../prisma/prisma.service.js';

/** quotes' link to JetStream: it publishes its outbox (quotes.refreshed.v1) and consumes nothing. */
@Injectable()
export class QuotesEventBus extends ServiceEventBus {
  constructor(
    @Inject(QUOTES_ENV) private readonly config: QuotesEnv,
    private readonly prisma: PrismaService,
  ) {
    super();
  }

  protected options() {
    return { natsUrl: this.config.NATS_URL, name: 'quotes', db: this.prisma };
  }
}
