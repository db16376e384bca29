import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { pgAdapter } from '@mc/runtime';
import { PrismaClient } from '../generated/prisma/client.js';
import { IDENTITY_ENV, type IdentityEnv } from '../config/env.js';

@Injectable()
export class PrismaService extends PrismaClient implements OnModuleDestroy {
  constructor(@Inject(IDENTITY_ENV) config: IdentityEnv) {
    super({ adapter: pgAdapter(config.DATABASE_URL) });
  }

  async onModuleDestroy() {
    await this.$disconnect();
  }
}
