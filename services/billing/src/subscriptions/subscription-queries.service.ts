import { Injectable } from '@nestjs/common';
import { notFound, success } from '../common/problem.js';
import { PrismaService } from '../prisma/prisma.service.js';
import { MESSAGES } from './billing-messages.js';
import { CurrentSubscriptionFinder } from './current-subscription.finder.js';
import { subscriptionDetails } from './subscription-details.js';
import { productStatus } from './subscription-status.js';

/**
 * The profile's view of the user's current subscription, read from billing's own rows only: Stripe's
 * webhooks keep them current, so a page view costs Stripe nothing (Stripe allows 100 requests a
 * second per account, and every subscriber's profile would otherwise spend three).
 */
@Injectable()
export class SubscriptionQueriesService {
  constructor(
    private readonly current: CurrentSubscriptionFinder,
    private readonly prisma: PrismaService,
  ) {}

  async status(userId: number) {
    const subscription = await this.current.of(userId);
    return success({ status: subscription ? productStatus(subscription) : 'none' });
  }

  async details(userId: number) {
    const subscription = await this.current.of(userId);
    if (!subscription) return notFound('no_subscription', MESSAGES.noSubscription);
    const [latestInvoice, payments] = await Promise.all([
      subscription.latestInvoiceId ? this.prisma.invoice.findUnique({ where: { id: subscription.latestInvoiceId } }) : null,
      this.prisma.invoice.findMany({
        where: { subscriptionId: subscription.id, status: 'paid', amountPaidCents: { gt: 0 } },
        orderBy: [{ paidAt: 'desc' }, { createdAt: 'desc' }],
      }),
    ]);
    return success(subscriptionDetails({ subscription, latestInvoice, payments }));
  }

  /** The client secret that resumes the bank's confirmation (issue 19 §2), while the current subscription waits for it. */
  async pendingConfirmation(userId: number) {
    const subscription = await this.current.of(userId);
    if (!subscription?.awaitingAuthentication || !subscription.confirmationSecret)
      return notFound('nothing_to_confirm', MESSAGES.nothingToConfirm);
    return success({
      clientSecret: subscription.confirmationSecret,
      intent: subscription.status === 'trialing' ? 'setup' : 'payment',
      status: productStatus(subscription),
    });
  }
}
