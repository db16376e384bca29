import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { EventBus } from '@mc/runtime';
import { BILLING_ENV, type BillingEnv } from '../config/env.js';
import { PrismaService } from '../prisma/prisma.service.js';
import { registeredUserConsumer } from '../users/registered-user.consumer.js';

/** billing's link to JetStream: it publishes its outbox and keeps its copy of the accounts. */
@Injectable()
export class BillingEventBus implements OnApplicationBootstrap, OnModuleDestroy {
  private bus: EventBus | undefined;

  constructor(
    @Inject(BILLING_ENV) private readonly config: BillingEnv,
    private readonly prisma: PrismaService,
  ) {}

  async onApplicationBootstrap() {
    this.bus = await EventBus.connect({
      natsUrl: this.config.NATS_URL,
      name: 'billing',
      db: this.prisma,
      consumers: [registeredUserConsumer],
    });
    await this.bus.start();
  }

  // Before PrismaService disconnects: Nest destroys dependants first.
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
