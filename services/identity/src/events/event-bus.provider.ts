import { Inject, Injectable } from '@nestjs/common';
import { ServiceEventBus } from '@mc/runtime';
import { IDENTITY_ENV, type IdentityEnv } from '../config/env.js';
import { entitlementConsumer } from '../entitlements/entitlement.consumer.js';
import { PrismaService } from '../prisma/prisma.service.js';

/** identity's link to JetStream: it publishes its outbox and keeps entitlements from billing's events. */
@Injectable()
export class IdentityEventBus extends ServiceEventBus {
  constructor(
    @Inject(IDENTITY_ENV) private readonly config: IdentityEnv,
    private readonly prisma: PrismaService,
  ) {
    super();
  }

  protected options() {
    return { natsUrl: this.config.NATS_URL, name: 'identity', db: this.prisma, consumers: [entitlementConsumer] };
  }
}
