import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { EventBus } from '@mc/runtime';
import { QUOTES_ENV, type QuotesEnv } from '../config/env.js';
import { PrismaService } from '../prisma/prisma.service.js';

/** quotes' link to JetStream: it publishes its outbox (quotes.refreshed.v1) and consumes nothing. */
@Injectable()
export class QuotesEventBus implements OnApplicationBootstrap, OnModuleDestroy {
  private bus: EventBus | undefined;

  constructor(
    @Inject(QUOTES_ENV) private readonly config: QuotesEnv,
    private readonly prisma: PrismaService,
  ) {}

  async onApplicationBootstrap() {
    this.bus = await EventBus.connect({ natsUrl: this.config.NATS_URL, name: 'quotes', db: this.prisma });
    await this.bus.start();
  }

  // onModuleDestroy rather than onApplicationShutdown: Nest destroys dependants first, so the
  // relay's last pass ends before PrismaService disconnects.
  async onModuleDestroy() {
    await this.bus?.stop();
  }

  /** Publish soon after a transaction that recorded events. */
  nudge() {
    this.bus?.relay.nudge();
  }

  readiness() {
    return {
      name: 'nats',
      check: async () => (this.bus ? this.bus.readiness().check() : Promise.reject(new Error('not connected'))),
    };
  }
}
