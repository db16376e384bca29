import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { pgAdapter } from '@mc/runtime';
import { PrismaClient } from '../generated/prisma/client.js';
import { QUOTES_ENV, type QuotesEnv } from '../config/env.js';

@Injectable()
export class PrismaService extends PrismaClient implements OnModuleDestroy {
  constructor(@Inject(QUOTES_ENV) config: QuotesEnv) {
    super({ adapter: pgAdapter(config.DATABASE_URL) });
  }

  async onModuleDestroy() {
    await this.$disconnect();
  }
}
