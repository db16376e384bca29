import { Injectable } from '@nestjs/common';
import { invalid } from '../common/problem.js';
import { PrismaService } from '../prisma/prisma.service.js';
import { BillingUsersService } from '../users/billing-users.service.js';
import { MESSAGES } from './billing-messages.js';
import { SubscriptionCreationService, type SubscriptionRequest } from './subscription-creation.service.js';

/** How long after registering the older flow may subscribe an account it names only by id. */
export const LEGACY_SIGNUP_WINDOW_MS = 60 * 60 * 1000;

/**
 * `POST /subscribe/` of the older sign-up: no token, just a user id. Anyone could name any id,
 * so it only serves what that flow does (subscribe the account it registered a moment ago):
 * an account registered within the last hour that has never had a subscription. What someone
 * naming another's id can do is pay for that account with their own card, once.
 */
@Injectable()
export class LegacySignupService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly users: BillingUsersService,
    private readonly creation: SubscriptionCreationService,
  ) {}

  async subscribe(userId: number, request: SubscriptionRequest, now = new Date()) {
    const user = userId > 0 ? await this.users.findRegistered(userId) : null;
    if (!user) return invalid('unknown_user', MESSAGES.unknownUser);
    if (!user.registeredAt || now.getTime() - user.registeredAt.getTime() > LEGACY_SIGNUP_WINDOW_MS)
      return invalid('legacy_signup_expired', MESSAGES.legacySignupExpired);
    if (await this.prisma.subscription.count({ where: { userId } }))
      return invalid('legacy_already_subscribed', MESSAGES.legacyAlreadySubscribed);
    return this.creation.create(user, request, { canAuthenticate: false });
  }
}
