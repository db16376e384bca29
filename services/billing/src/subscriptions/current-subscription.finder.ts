import { Injectable } from '@nestjs/common';
import { PrismaService } from '../prisma/prisma.service.js';
import { currentSubscription } from './subscription-status.js';

@Injectable()
export class CurrentSubscriptionFinder {
  constructor(private readonly prisma: PrismaService) {}

  /** The user's current subscription (see `currentSubscription`) with its plan, from billing's own rows. */
  async of(userId: number) {
    return currentSubscription(await this.prisma.subscription.findMany({ where: { userId }, include: { plan: true } }));
  }
}
