import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import Stripe from 'stripe';
import { setTimeout as sleep } from 'node:timers/promises';
import { PrismaService } from '../prisma/prisma.service.js';
import { STRIPE } from '../stripe/stripe-client.provider.js';
import { lookupKeyOf, PLAN_CATALOG, PRODUCT, type PlanDefinition } from './plan-catalog.js';

/**
 * Seeds the plans at start-up and gives each one a Stripe price, found by lookup key or created
 * once. It runs in the background and retries until Stripe answers: a replica starts (and shows
 * "plans" not ready, see PlansReadiness) while Stripe is away, rather than crash-looping. Safe on every replica at
 * once: creations carry idempotency keys and lookup keys are unique at Stripe.
 */
@Injectable()
export class PlanPricingService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(PlanPricingService.name);
  private readonly stopping = new AbortController();
  private seeding: Promise<void> | undefined;

  constructor(
    private readonly prisma: PrismaService,
    @Inject(STRIPE) private readonly stripe: Stripe,
  ) {}

  async onApplicationBootstrap() {
    await this.seedPlans();
    this.seeding = this.priceUntilDone();
  }

  async onApplicationShutdown() {
    this.stopping.abort();
    await this.seeding;
  }

  private async seedPlans(): Promise<void> {
    for (const plan of PLAN_CATALOG) {
      const terms = {
        name: plan.name,
        priceCents: plan.priceCents,
        description: plan.description,
        interval: plan.interval,
        intervalCount: plan.intervalCount,
        offered: plan.offered,
      };
      await this.prisma.plan.upsert({ where: { id: plan.id }, create: { id: plan.id, ...terms }, update: terms });
    }
  }

  private async priceUntilDone(): Promise<void> {
    for (let attempt = 0; !this.stopping.signal.aborted; attempt++) {
      try {
        await this.priceAll();
        this.logger.log(`every plan has its Stripe price (${PLAN_CATALOG.length} plans)`);
        return;
      } catch (error) {
        this.logger.warn(`could not price the plans at Stripe, retrying: ${(error as Error).message}`);
        await sleep(Math.min(30_000, 500 * 2 ** attempt), undefined, { signal: this.stopping.signal }).catch(() => undefined);
      }
    }
  }

  /** Exposed for tests. */
  async priceAll(): Promise<void> {
    const keys = PLAN_CATALOG.map(lookupKeyOf);
    const existing = await this.stripe.prices.list({ lookup_keys: keys, active: true, limit: keys.length });
    for (const plan of PLAN_CATALOG) {
      const price =
        existing.data.find((candidate) => candidate.lookup_key === lookupKeyOf(plan)) ?? (await this.createPrice(plan));
      await this.prisma.plan.update({ where: { id: plan.id }, data: { stripePriceId: price.id } });
    }
  }

  private async createPrice(plan: PlanDefinition): Promise<Stripe.Price> {
    await this.ensureProduct();
    const lookupKey = lookupKeyOf(plan);
    return this.stripe.prices.create(
      {
        product: PRODUCT.id,
        currency: 'usd',
        unit_amount: plan.priceCents,
        recurring: { interval: plan.interval, interval_count: plan.intervalCount },
        lookup_key: lookupKey,
        nickname: `${plan.name} (plan ${plan.id})`,
        metadata: { plan_id: String(plan.id) },
      },
      { idempotencyKey: `price-${lookupKey}` },
    );
  }

  private async ensureProduct(): Promise<void> {
    try {
      await this.stripe.products.retrieve(PRODUCT.id);
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing')) throw error;
      await this.stripe.products.create({ id: PRODUCT.id, name: PRODUCT.name }, { idempotencyKey: `product-${PRODUCT.id}` });
    }
  }
}
