import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { EventBus } from '@mc/runtime';
import { IDENTITY_ENV, type IdentityEnv } from '../config/env.js';
import { PrismaService } from '../prisma/prisma.service.js';

/** identity's link to JetStream: it publishes its outbox (and, with billing, will consume). */
@Injectable()
export class IdentityEventBus implements OnApplicationBootstrap, OnApplicationShutdown {
  private bus: EventBus | undefined;

  constructor(
    @Inject(IDENTITY_ENV) private readonly config: IdentityEnv,
    private readonly prisma: PrismaService,
  ) {}

  async onApplicationBootstrap() {
    this.bus = await EventBus.connect({ natsUrl: this.config.NATS_URL, name: 'identity', db: this.prisma as never });
    await this.bus.start();
  }

  async onApplicationShutdown() {
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
