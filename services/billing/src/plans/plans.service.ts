import { Injectable } from '@nestjs/common';
import type { MessageInitShape } from '@bufbuild/protobuf';
import type { PlanSchema } from '@mc/proto';
import { dollars } from '../common/money.js';
import type { Plan } from '../generated/prisma/client.js';
import { PrismaService } from '../prisma/prisma.service.js';

const planView = (plan: Plan): MessageInitShape<typeof PlanSchema> => ({
  id: plan.id,
  name: plan.name,
  price: dollars(plan.priceCents),
  description: plan.description,
  stripePriceId: plan.stripePriceId ?? '',
});

@Injectable()
export class PlansService {
  constructor(private readonly prisma: PrismaService) {}

  /** The plans the server offers, once they have a Stripe price (a plan without one cannot be bought). */
  async offered() {
    const plans = await this.prisma.plan.findMany({
      where: { offered: true, stripePriceId: { not: null } },
      orderBy: { id: 'asc' },
    });
    return plans.map(planView);
  }

  /** Every plan, offered or not: the cart prices the static plans too. */
  all() {
    return this.prisma.plan.findMany();
  }

  /** Any plan, offered or not, by its Stripe price: the older pages sell the static plans too. */
  byStripePrice(stripePriceId: string) {
    return this.prisma.plan.findUnique({ where: { stripePriceId } });
  }
}
