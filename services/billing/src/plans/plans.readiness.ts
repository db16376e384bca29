import { Injectable } from '@nestjs/common';
import type { ReadinessCheck } from '@mc/runtime';
import { PrismaService } from '../prisma/prisma.service.js';

/** Not ready until every plan has its Stripe price (PlanPricingService sets them in the background). */
@Injectable()
export class PlansReadiness implements ReadinessCheck {
  readonly name = 'plans';

  constructor(private readonly prisma: PrismaService) {}

  async check() {
    const unpriced = await this.prisma.plan.count({ where: { stripePriceId: null } });
    if (unpriced > 0) throw new Error(`${unpriced} plans have no Stripe price yet`);
  }
}
