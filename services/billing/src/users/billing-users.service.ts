import { Inject, Injectable } from '@nestjs/common';
import type { Account } from '@mc/proto';
import Stripe from 'stripe';
import type { BillingUser } from '../generated/prisma/client.js';
import { PrismaService } from '../prisma/prisma.service.js';
import { STRIPE } from '../stripe/stripe-client.provider.js';

@Injectable()
export class BillingUsersService {
  constructor(
    private readonly prisma: PrismaService,
    @Inject(STRIPE) private readonly stripe: Stripe,
  ) {}

  /**
   * Saves billing's copy of the signed-in account the bff sends and returns it: what identity just
   * authenticated is newer than any copy, and is there before identity.user.registered.v1 arrives.
   */
  async saveAccount(account: Account | undefined): Promise<BillingUser> {
    if (!account || account.userId <= 0) throw new Error('a signed-in account is required');
    const { userId: id, username, email } = account;
    // Read first: most calls find the copy current, and a read costs less than a write.
    const known = await this.prisma.billingUser.findUnique({ where: { id } });
    if (known && known.username === username && known.email === email) return known;
    return this.prisma.billingUser.upsert({ where: { id }, create: { id, username, email }, update: { username, email } });
  }

  find(userId: number) {
    return this.prisma.billingUser.findUnique({ where: { id: userId } });
  }

  /**
   * A user who may have registered a moment ago: billing hears of new users through
   * identity.user.registered.v1, which can arrive just after the sign-up's next request (the older
   * sign-up subscribes right after creating the account, with no token). Waits briefly for it.
   */
  async findRegistered(userId: number, waitMs = 3_000): Promise<BillingUser | null> {
    const deadline = Date.now() + waitMs;
    for (;;) {
      const user = await this.find(userId);
      if (user || Date.now() >= deadline) return user;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /**
   * The user's Stripe customer, created the first time it is needed. A customer made by an
   * earlier attempt that crashed before saving it is found again: by the idempotency key within
   * Stripe's 24 hours, by its `user_id` metadata after that.
   */
  async stripeCustomerOf(user: BillingUser): Promise<string> {
    if (user.stripeCustomerId) return user.stripeCustomerId;
    const found = await this.stripe.customers.search({ query: `metadata['user_id']:'${user.id}'`, limit: 1 });
    const customerId =
      found.data[0]?.id ??
      (
        await this.stripe.customers.create(
          { email: user.email, name: user.username, metadata: { user_id: String(user.id) } },
          { idempotencyKey: `customer-${user.id}` },
        )
      ).id;
    await this.prisma.billingUser.updateMany({
      where: { id: user.id, stripeCustomerId: null },
      data: { stripeCustomerId: customerId },
    });
    return (await this.prisma.billingUser.findUniqueOrThrow({ where: { id: user.id } })).stripeCustomerId ?? customerId;
  }
}
