import { embeddedList } from './api.js';
import { asInterval, periodBoundary, type Recurrence } from './billing-period.js';
import { confirmSetupIntent, createSetupIntent } from './card-setup.js';
import { cardResponse } from './charging.js';
import type { EmulatorContext } from './context.js';
import { applicableDiscounts, redeemDiscounts } from './discounts.js';
import { cardError, invalidRequest } from './errors.js';
import { attemptInvoicePayment, issueInvoice, paymentIntentOf } from './invoicing.js';
import type { Params } from './params.js';
import { clone, idOf, type CustomerRecord, type InvoiceRecord, type PriceRecord, type SubscriptionRecord } from './records.js';
import { planOf } from './resources/prices.js';
import { newId, type SubscriptionInternals } from './state.js';
import { applyInvoiceOutcome, consumeSingleUseDiscounts, linesFor, paymentMethodFor } from './subscription-rules.js';

/**
 * `POST /v1/subscriptions` as Stripe runs it: check the items, redeem discounts, bill the first
 * period (or start the trial with a $0 invoice), and collect according to `payment_behavior`:
 * - `allow_incomplete` (the default) charges at once; a card that declines or asks for 3D Secure
 *   leaves the subscription `incomplete` with the invoice open;
 * - `default_incomplete` never charges: the browser confirms the invoice's PaymentIntent;
 * - `error_if_incomplete` answers 402 and creates nothing when the first payment cannot succeed.
 */

export interface SubscriptionItemInput {
  price: PriceRecord;
  quantity: number;
  metadata: Record<string, string>;
}

export interface NewSubscription {
  customer: CustomerRecord;
  items: SubscriptionItemInput[];
  trialEnd: number | null;
  defaultPaymentMethod: string | null;
  paymentBehavior: SubscriptionInternals['paymentBehavior'];
  saveDefaultPaymentMethod: 'on_subscription' | 'off' | null;
  missingPaymentMethod: 'cancel' | 'create_invoice' | 'pause';
  discounts: readonly Params[];
  metadata: Record<string, string>;
  description: string | null;
  cancelAtPeriodEnd: boolean;
  checkoutSession?: string;
}

export function createSubscription(context: EmulatorContext, input: NewSubscription): SubscriptionRecord {
  const now = context.clock.now();
  const { currency, recurrence } = validateItems(input.items);
  if (input.trialEnd !== null && input.trialEnd <= now) {
    throw invalidRequest('Invalid timestamp: must be an integer Unix timestamp in the future.', 'trial_end');
  }
  requireOwnPaymentMethod(context, input.customer, input.defaultPaymentMethod);
  const chargeWith = input.defaultPaymentMethod ?? idOf(input.customer.invoice_settings.default_payment_method);
  const firstAmount = input.items.reduce((sum, item) => sum + (item.price.unit_amount ?? 0) * item.quantity, 0);
  if (input.paymentBehavior === 'error_if_incomplete' && input.trialEnd === null && firstAmount > 0) {
    refuseUncollectable(context, input.customer, chargeWith);
  }

  const id = newId('sub');
  const discounts = redeemDiscounts(context, input.discounts, {
    customer: input.customer.id,
    subscription: id,
    checkoutSession: input.checkoutSession,
    amount: firstAmount,
    currency,
  });
  const subscription = subscriptionRecord(id, input, {
    now,
    currency,
    recurrence,
    discounts: discounts.map((discount) => discount.id),
  });
  context.state.subscriptions.insert(subscription);
  context.state.subscriptionInternals.set(id, { paymentBehavior: input.paymentBehavior, trialWillEndSent: false });

  const invoice = issueInvoice(context, {
    customer: input.customer,
    subscription: id,
    billingReason: 'subscription_create',
    period: { start: now, end: now },
    lines: linesFor(subscription, currentPeriodOf(subscription), input.trialEnd !== null),
    discounts: applicableDiscounts(
      context,
      discounts.map((discount) => discount.id),
      now,
    ),
    currency,
  });
  subscription.latest_invoice = invoice.id;
  collectFirstInvoice(context, subscription, invoice, input, chargeWith);
  consumeSingleUseDiscounts(context, subscription, invoice);
  if (invoice.amount_due === 0) attachPendingSetupIntent(context, subscription, input.paymentBehavior);
  context.events.emit('customer.subscription.created', subscription);
  return subscription;
}

function validateItems(items: readonly SubscriptionItemInput[]): { currency: string; recurrence: Recurrence } {
  if (items.length === 0) throw invalidRequest('Missing required param: items.', 'items', 'parameter_missing');
  const recurrences = items.map(({ price }, index) => {
    if (!price.recurring) {
      throw invalidRequest(
        'The price specified is set to `type=one_time` but this field only accepts prices with `type=recurring`.',
        `items[${index}][price]`,
      );
    }
    if (!price.active)
      throw invalidRequest('The price specified is inactive. This field only accepts active prices.', `items[${index}][price]`);
    return { interval: asInterval(price.recurring.interval), interval_count: price.recurring.interval_count };
  });
  const [first] = recurrences;
  const currency = items[0].price.currency;
  const mismatched = items.some(
    ({ price }, index) =>
      price.currency !== currency ||
      recurrences[index].interval !== first.interval ||
      recurrences[index].interval_count !== first.interval_count,
  );
  if (mismatched) throw invalidRequest('Currency and interval fields must match across all plans on this subscription.', 'items');
  return { currency, recurrence: first };
}

function requireOwnPaymentMethod(context: EmulatorContext, customer: CustomerRecord, paymentMethodId: string | null): void {
  if (!paymentMethodId) return;
  const paymentMethod = context.state.paymentMethods.get(paymentMethodId);
  if (!paymentMethod || paymentMethod.customer !== customer.id) {
    throw invalidRequest(
      `The customer does not have a payment method with the ID ${paymentMethodId}. The payment method must be attached to the customer.`,
      'default_payment_method',
    );
  }
}

/** `error_if_incomplete`: foresee the first charge and refuse before anything exists. */
function refuseUncollectable(context: EmulatorContext, customer: CustomerRecord, paymentMethod: string | null): void {
  if (!paymentMethod) {
    throw invalidRequest(
      'This customer has no attached payment source or default payment method.',
      undefined,
      'resource_missing',
    );
  }
  const foreseen = cardResponse(context, paymentMethod, customer.id, { offSession: false, peek: true });
  if (foreseen.kind === 'declined') {
    const { code, declineCode, message } = foreseen.decline;
    throw cardError({ code, decline_code: declineCode, message });
  }
  if (foreseen.kind === 'authentication_required') {
    throw cardError({
      code: 'authentication_required',
      decline_code: 'authentication_required',
      message: 'Your card was declined. This transaction requires authentication.',
    });
  }
}

const currentPeriodOf = (subscription: SubscriptionRecord) => ({
  start: subscription.items.data[0].current_period_start,
  end: subscription.items.data[0].current_period_end,
});

function subscriptionRecord(
  id: string,
  input: NewSubscription,
  facts: { now: number; currency: string; recurrence: Recurrence; discounts: string[] },
): SubscriptionRecord {
  const { now, currency, recurrence } = facts;
  // A trial is a period of its own; billing then runs on the anchor the trial end sets.
  const anchor = input.trialEnd ?? now;
  const periodEnd = input.trialEnd ?? periodBoundary(anchor, recurrence, 1);
  return {
    id,
    object: 'subscription',
    application: null,
    application_fee_percent: null,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null },
    billing_cycle_anchor: anchor,
    billing_cycle_anchor_config: null,
    billing_mode: { flexible: null, type: 'classic' },
    billing_schedules: [],
    billing_thresholds: null,
    cancel_at: input.cancelAtPeriodEnd ? periodEnd : null,
    cancel_at_period_end: input.cancelAtPeriodEnd,
    canceled_at: input.cancelAtPeriodEnd ? now : null,
    cancellation_details: {
      comment: null,
      feedback: null,
      feedback_option: null,
      reason: input.cancelAtPeriodEnd ? 'cancellation_requested' : null,
    },
    collection_method: 'charge_automatically',
    created: now,
    currency,
    customer: input.customer.id,
    customer_account: null,
    days_until_due: null,
    default_payment_method: input.defaultPaymentMethod,
    default_source: null,
    default_tax_rates: [],
    description: input.description,
    discounts: facts.discounts,
    ended_at: null,
    invoice_settings: { account_tax_ids: null, custom_fields: null, description: null, footer: null, issuer: { type: 'self' } },
    items: embeddedList(
      input.items.map((item) => ({
        id: newId('si'),
        object: 'subscription_item' as const,
        billing_thresholds: null,
        created: now,
        current_period_end: periodEnd,
        current_period_start: now,
        current_trial: null,
        discounts: [],
        metadata: item.metadata,
        plan: planOf(item.price),
        price: clone(item.price),
        quantity: item.quantity,
        subscription: id,
        tax_rates: [],
      })),
      `/v1/subscription_items?subscription=${id}`,
    ),
    latest_invoice: null,
    livemode: false,
    managed_payments: null,
    metadata: input.metadata,
    next_pending_invoice_item_invoice: null,
    on_behalf_of: null,
    pause_collection: null,
    payment_settings: {
      payment_method_options: null,
      payment_method_types: null,
      save_default_payment_method: input.saveDefaultPaymentMethod ?? 'off',
    },
    pending_invoice_item_interval: null,
    pending_setup_intent: null,
    pending_update: null,
    schedule: null,
    start_date: now,
    status: 'incomplete',
    test_clock: null,
    transfer_data: null,
    trial_end: input.trialEnd,
    trial_settings: { end_behavior: { billing_cycle_anchor: null, missing_payment_method: input.missingPaymentMethod } },
    trial_start: input.trialEnd !== null ? now : null,
  };
}

function collectFirstInvoice(
  context: EmulatorContext,
  subscription: SubscriptionRecord,
  invoice: InvoiceRecord,
  input: NewSubscription,
  chargeWith: string | null,
): void {
  if (invoice.status === 'paid') {
    subscription.status = input.trialEnd !== null ? 'trialing' : 'active';
    return;
  }
  if (input.paymentBehavior !== 'default_incomplete') {
    attemptInvoicePayment(context, invoice, chargeWith, false);
    applyInvoiceOutcome(context, subscription, invoice);
    return;
  }
  // `default_incomplete`: the card is set on the PaymentIntent for the browser to confirm.
  const intent = paymentIntentOf(context, invoice);
  if (intent && chargeWith) {
    intent.payment_method = chargeWith;
    intent.status = 'requires_confirmation';
  }
}

/**
 * When nothing is charged at creation (a trial), Stripe offers a SetupIntent to collect or
 * authenticate the card for the off-session renewals: with `default_incomplete` when there is no
 * payment method yet, and whenever the default card still needs 3D Secure.
 */
function attachPendingSetupIntent(
  context: EmulatorContext,
  subscription: SubscriptionRecord,
  behavior: SubscriptionInternals['paymentBehavior'],
): void {
  const paymentMethod = paymentMethodFor(context, subscription);
  const needsAuthentication =
    paymentMethod !== null && cardResponse(context, paymentMethod, null, { offSession: true }).kind === 'authentication_required';
  if (!needsAuthentication && (behavior !== 'default_incomplete' || paymentMethod !== null)) return;
  const intent = createSetupIntent(context, { customer: idOf(subscription.customer), paymentMethod: null, usage: 'off_session' });
  if (paymentMethod) confirmSetupIntent(context, intent, paymentMethod);
  subscription.pending_setup_intent = intent.id;
}
