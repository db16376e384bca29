import { Inject, Injectable, Logger } from '@nestjs/common';
import Stripe from 'stripe';
import { invalid, success, type Problem } from '../common/problem.js';
import type { BillingUser } from '../generated/prisma/client.js';
import { LeaseService } from '../leases/lease.service.js';
import { PrismaService } from '../prisma/prisma.service.js';
import { STRIPE } from '../stripe/stripe-client.provider.js';
import { stripeFailure } from '../stripe/stripe-failure.js';
import { BillingUsersService } from '../users/billing-users.service.js';
import { MESSAGES } from './billing-messages.js';
import { creationKey } from './creation-key.js';
import { PromotionCodeFinder } from './promotion-code.finder.js';
import { SubscriptionSyncService } from './subscription-sync.service.js';
import { isSubscribed } from './subscription-status.js';
import { idOf } from '../stripe/stripe-values.js';
import { chargeNotConfirmedMessage, noTrialReason, trialDays } from './trial-eligibility.js';
import { TrialEligibilityService } from './trial-eligibility.service.js';

export interface SubscriptionRequest {
  paymentMethodId: string;
  priceId: string;
  promotionCode: string;
  /** The customer was shown that this subscription is charged today, and agreed (issue 19 §1). */
  chargeNowConfirmed: boolean;
}

export interface CreationOptions {
  /** The older sign-up flow has no step for 3D Secure: a card that asks for it is refused there. */
  canAuthenticate: boolean;
}

type Created = ReturnType<typeof success<{ subscriptionId: string; status: string; clientSecret?: string }>>;

/**
 * Stripe's answers when a payment waits for the cardholder (3D Secure): paying an invoice answers
 * 402 `card_error` `invoice_payment_intent_requires_action` (the invoice's PaymentIntent is then
 * `requires_action`, and its client secret lets Stripe.js finish); a charge that may not wait
 * answers `authentication_required`.
 */
const NEEDS_CARDHOLDER: readonly (string | undefined)[] = ['invoice_payment_intent_requires_action', 'authentication_required'];

/**
 * Subscribing, in the order that leaves nothing half-made: check the request, find the promotion
 * code, decide the trial from the card's fingerprint (no trial and no `chargeNowConfirmed`: refused,
 * nothing made), attach the card (Stripe checks it with the issuer then), create the
 * subscription with `default_incomplete` (Stripe charges nothing by itself), then pay its first
 * invoice with the card. A decline cancels the fresh subscription; a card that asks for 3D
 * Secure leaves it `incomplete` with the client secret for Stripe.js. Every Stripe creation has a
 * key derived from the request, so a retried request gets the same subscription and charge.
 */
@Injectable()
export class SubscriptionCreationService {
  private readonly logger = new Logger(SubscriptionCreationService.name);

  constructor(
    @Inject(STRIPE) private readonly stripe: Stripe,
    private readonly prisma: PrismaService,
    private readonly leases: LeaseService,
    private readonly eligibility: TrialEligibilityService,
    private readonly users: BillingUsersService,
    private readonly promotionCodes: PromotionCodeFinder,
    private readonly sync: SubscriptionSyncService,
  ) {}

  async create(user: BillingUser, request: SubscriptionRequest, options: CreationOptions): Promise<Created | Problem> {
    if (!request.paymentMethodId.trim()) return invalid('payment_method_required', MESSAGES.paymentMethodRequired);
    if (!request.priceId.trim()) return invalid('price_required', MESSAGES.priceRequired);
    const { chargeNowConfirmed: _confirmation, ...asked } = request;
    // The confirmation is not part of what was asked for: a retry after confirming is the same subscription.
    const key = creationKey({ userId: user.id, ...asked });
    try {
      // One creation at a time per user: two tabs subscribing at once must not both get a trial.
      return await this.leases.hold(`subscribe:${user.id}`, () => this.createAlone(user, request, key, options));
    } catch (error) {
      return stripeFailure(error);
    }
  }

  /** Runs under the user's lease; reads and writes are single short statements, never open across Stripe. */
  private async createAlone(
    user: BillingUser,
    request: SubscriptionRequest,
    key: string,
    options: CreationOptions,
  ): Promise<Created | Problem> {
    const existing = await this.prisma.subscription.findMany({ where: { userId: user.id } });
    const live = existing.find(isSubscribed);
    if (live) {
      // The same request again (a lost answer, a double click): the same answer again.
      return live.creationKey === key
        ? success({ subscriptionId: live.id, status: live.status })
        : invalid('already_subscribed', MESSAGES.alreadySubscribed);
    }
    const promotion = await this.promotionCodes.find(request.promotionCode);
    if (promotion.kind === 'invalid') return invalid('invalid_promotion_code', MESSAGES.invalidPromotionCode);
    // The trial is decided before anything is made: no trial and no confirmation refuses with nothing created or charged.
    const found = await this.eligibility.trialCase(user, request);
    if ('outcome' in found) return found;
    const { plan, history } = found;
    const trial = trialDays(history);
    const reason = noTrialReason(history);
    if (trial === undefined && reason && !request.chargeNowConfirmed)
      return invalid('charge_not_confirmed', chargeNotConfirmedMessage(reason, plan.priceCents));

    const customer = await this.users.stripeCustomerOf(user);
    const attached = await this.attachCard(request.paymentMethodId, customer);
    if ('outcome' in attached) return attached;
    // Earlier attempts waiting for 3D Secure would otherwise stay payable beside the new one.
    for (const stale of existing.filter(
      (subscription) =>
        (subscription.status === 'incomplete' || subscription.awaitingAuthentication) && subscription.creationKey !== key,
    ))
      await this.abandon(stale.id, stale.latestInvoiceId).catch((error: Error) =>
        this.logger.warn(`could not cancel ${stale.id}: ${error.message}`),
      );

    let subscription: Stripe.Subscription;
    try {
      subscription = await this.stripe.subscriptions.create(
        {
          customer,
          items: [{ price: request.priceId }],
          default_payment_method: attached.id,
          payment_behavior: 'default_incomplete',
          payment_settings: { save_default_payment_method: 'on_subscription' },
          trial_period_days: trial,
          trial_settings: trial ? { end_behavior: { missing_payment_method: 'cancel' } } : undefined,
          discounts: promotion.kind === 'found' ? [{ promotion_code: promotion.id }] : undefined,
          metadata: { user_id: String(user.id), plan_id: String(plan.id) },
          expand: ['latest_invoice.confirmation_secret', 'pending_setup_intent'],
        },
        { idempotencyKey: `subscription-${user.id}-${key}` },
      );
    } catch (error) {
      // Stripe re-checks the code at redemption (redemptions left, first-time-only, minimum amount).
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.param?.startsWith('discounts'))
        return invalid('invalid_promotion_code', MESSAGES.invalidPromotionCode);
      throw error;
    }

    const payment = await this.payFirstInvoice(subscription, attached.id);
    if (payment.kind === 'declined' || (payment.kind === 'needs_authentication' && !options.canAuthenticate)) {
      await this.abandon(subscription.id, idOf(subscription.latest_invoice));
      await this.sync.sync(subscription.id, key);
      return payment.kind === 'declined'
        ? invalid('card_declined', payment.message)
        : invalid('authentication_unavailable', MESSAGES.authenticationUnavailable);
    }
    // The result is written in one short transaction, while the user's lease still keeps others waiting.
    const row = await this.sync.sync(subscription.id, key);
    const status = row?.status ?? subscription.status;
    return success({ subscriptionId: subscription.id, status, clientSecret: clientSecretFor(subscription, status) });
  }

  /**
   * Ends a subscription that never started: cancelled, and its first invoice voided, since Stripe
   * leaves a cancelled subscription's open invoice open and nobody owes it (issue 19 §2).
   */
  async abandon(subscriptionId: string, invoiceId: string | null | undefined): Promise<void> {
    await this.stripe.subscriptions.cancel(subscriptionId, {}, { idempotencyKey: `cancel-unstarted-${subscriptionId}` });
    if (!invoiceId) return;
    const invoice = await this.stripe.invoices.retrieve(invoiceId);
    if (invoice.status === 'open') await this.stripe.invoices.voidInvoice(invoiceId, {}, { idempotencyKey: `void-${invoiceId}` });
  }

  /** Attaching is where Stripe asks the issuer: the decline test cards fail here, with Stripe's message. */
  private async attachCard(paymentMethodId: string, customer: string): Promise<Stripe.PaymentMethod | Problem> {
    try {
      return await this.stripe.paymentMethods.attach(paymentMethodId, { customer });
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError) return invalid('card_declined', error.message);
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.param === 'payment_method')
        return invalid('invalid_payment_method', error.message);
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing')
        return invalid('unknown_payment_method', error.message);
      throw error;
    }
  }

  private async payFirstInvoice(
    subscription: Stripe.Subscription,
    paymentMethod: string,
  ): Promise<{ kind: 'paid' | 'nothing_due' | 'needs_authentication' } | { kind: 'declined'; message: string }> {
    const invoice = subscription.latest_invoice;
    if (subscription.status !== 'incomplete' || typeof invoice !== 'object' || invoice?.status !== 'open')
      return { kind: 'nothing_due' };
    try {
      const paid = await this.stripe.invoices.pay(
        invoice.id,
        { payment_method: paymentMethod },
        { idempotencyKey: `pay-${invoice.id}` },
      );
      return { kind: paid.status === 'paid' ? 'paid' : 'needs_authentication' };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError) {
        return NEEDS_CARDHOLDER.includes(error.code)
          ? { kind: 'needs_authentication' }
          : { kind: 'declined', message: error.message };
      }
      throw error;
    }
  }
}

/**
 * What Stripe.js needs to finish: the first invoice's PaymentIntent secret while `incomplete`
 * (3D Secure), or a trial's SetupIntent secret when the card still has to be authenticated for
 * the renewals.
 */
export function clientSecretFor(subscription: Stripe.Subscription, status: string): string | undefined {
  const invoice = subscription.latest_invoice;
  if (status === 'incomplete' && typeof invoice === 'object' && invoice?.confirmation_secret)
    return invoice.confirmation_secret.client_secret;
  const setupIntent = subscription.pending_setup_intent;
  if (status === 'trialing' && typeof setupIntent === 'object' && setupIntent?.status === 'requires_action')
    return setupIntent.client_secret ?? undefined;
  return undefined;
}
