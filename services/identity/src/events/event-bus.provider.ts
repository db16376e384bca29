import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { EventBus } from '@mc/runtime';
import { IDENTITY_ENV, type IdentityEnv } from '../config/env.js';
import { entitlementConsumer } from '../entitlements/entitlement.consumer.js';
import { PrismaService } from '../prisma/prisma.service.js';

/** identity's link to JetStream: it publishes its outbox and keeps entitlements from billing's events. */
@Injectable()
export class IdentityEventBus implements OnApplicationBootstrap, OnModuleDestroy {
  private bus: EventBus | undefined;

  constructor(
    @Inject(IDENTITY_ENV) private readonly config: IdentityEnv,
    private readonly prisma: PrismaService,
  ) {}

  async onApplicationBootstrap() {
    this.bus = await EventBus.connect({
      natsUrl: this.config.NATS_URL,
      name: 'identity',
      db: this.prisma as never,
      consumers: [entitlementConsumer],
    });
    await this.bus.start();
  }

  // onModuleDestroy: Nest destroys dependants first, so a consumer's last event is applied before
  // PrismaService disconnects.
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
