import { Inject, Injectable } from '@nestjs/common';
import { ServiceEventBus } from '@mc/runtime';
import { BILLING_ENV, type BillingEnv } from '../config/env.js';
import { PrismaService } from '../prisma/prisma.service.js';
import { registeredUserConsumer } from '../users/registered-user.consumer.js';

/** billing's link to JetStream: it publishes its outbox and keeps its copy of the accounts. */
@Injectable()
export class BillingEventBus extends ServiceEventBus {
  constructor(
    @Inject(BILLING_ENV) private readonly config: BillingEnv,
    private readonly prisma: PrismaService,
  ) {
    super();
  }

  protected options() {
    return { natsUrl: this.config.NATS_URL, name: 'billing', db: this.prisma, consumers: [registeredUserConsumer] };
  }
}
