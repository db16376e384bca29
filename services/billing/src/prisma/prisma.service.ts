import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { pgAdapter } from '@mc/runtime';
import { PrismaClient } from '../generated/prisma/client.js';
import { BILLING_ENV, type BillingEnv } from '../config/env.js';

@Injectable()
export class PrismaService extends PrismaClient implements OnModuleDestroy {
  constructor(@Inject(BILLING_ENV) config: BillingEnv) {
    super({ adapter: pgAdapter(config.DATABASE_URL) });
  }

  async onModuleDestroy() {
    await this.$disconnect();
  }
}
