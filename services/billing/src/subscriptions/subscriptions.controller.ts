import { Controller } from '@nestjs/common';
import {
  BillingService,
  type CancelSubscriptionRequest,
  type CheckTrialEligibilityRequest,
  type CreateSubscriptionRequest,
  type GetPendingConfirmationRequest,
  type GetSubscriptionDetailsRequest,
  type GetSubscriptionStatusRequest,
  type SubscribeNewUserRequest,
} from '@mc/proto';
import { RpcHandler } from '@mc/runtime';
import {
  ACCOUNT_RULES,
  NEW_USER_SUBSCRIPTION_RULES,
  SUBSCRIPTION_RULES,
  TRIAL_ELIGIBILITY_RULES,
} from '../common/contract-rules.js';
import { BillingUsersService } from '../users/billing-users.service.js';
import { LegacySignupService } from './legacy-signup.service.js';
import { SubscriptionCancellationService } from './subscription-cancellation.service.js';
import { SubscriptionCreationService } from './subscription-creation.service.js';
import { SubscriptionQueriesService } from './subscription-queries.service.js';
import { TrialEligibilityService } from './trial-eligibility.service.js';

@Controller()
export class SubscriptionsController {
  constructor(
    private readonly users: BillingUsersService,
    private readonly creation: SubscriptionCreationService,
    private readonly legacy: LegacySignupService,
    private readonly queries: SubscriptionQueriesService,
    private readonly cancellation: SubscriptionCancellationService,
    private readonly eligibility: TrialEligibilityService,
  ) {}

  @RpcHandler(BillingService.method.checkTrialEligibility, TRIAL_ELIGIBILITY_RULES)
  async checkTrialEligibility(request: CheckTrialEligibilityRequest) {
    const user = request.account ? await this.users.saveAccount(request.account) : undefined;
    return this.eligibility.check(user, request);
  }

  @RpcHandler(BillingService.method.createSubscription, SUBSCRIPTION_RULES)
  async create(request: CreateSubscriptionRequest) {
    const user = await this.users.saveAccount(request.account);
    return this.creation.create(user, request, { canAuthenticate: true });
  }

  @RpcHandler(BillingService.method.subscribeNewUser, NEW_USER_SUBSCRIPTION_RULES)
  subscribeNewUser(request: SubscribeNewUserRequest) {
    return this.legacy.subscribe(request.userId, { ...request, promotionCode: '' });
  }

  @RpcHandler(BillingService.method.getSubscriptionDetails, ACCOUNT_RULES)
  async details(request: GetSubscriptionDetailsRequest) {
    return this.queries.details((await this.users.saveAccount(request.account)).id);
  }

  @RpcHandler(BillingService.method.getSubscriptionStatus, ACCOUNT_RULES)
  async status(request: GetSubscriptionStatusRequest) {
    return this.queries.status((await this.users.saveAccount(request.account)).id);
  }

  @RpcHandler(BillingService.method.getPendingConfirmation, ACCOUNT_RULES)
  async pendingConfirmation(request: GetPendingConfirmationRequest) {
    return this.queries.pendingConfirmation((await this.users.saveAccount(request.account)).id);
  }

  @RpcHandler(BillingService.method.cancelSubscription, ACCOUNT_RULES)
  async cancel(request: CancelSubscriptionRequest) {
    return this.cancellation.cancelAtPeriodEnd((await this.users.saveAccount(request.account)).id);
  }
}
