import { asInterval, type Recurrence } from './billing-period.js';
import { DAY } from './clock.js';
import type { EmulatorContext } from './context.js';
import { isSingleUse } from './discounts.js';
import { diffTopLevel } from './events.js';
import { paymentIntentOf, type InvoiceLineDraft } from './invoicing.js';
import { clone, idOf, type InvoiceRecord, type PaymentIntentRecord, type SubscriptionRecord } from './records.js';
import { attachPaymentMethod } from './resources/payment-methods.js';

/**
 * What a subscription does in reaction to its invoices and to cancellation, shared by its creation
 * and by the billing clock: status changes (incomplete → active, active → past_due → active or
 * canceled), the retry schedule, `once` coupons, and the event each change is published as.
 */

/** Statuses in which a subscription keeps billing. */
export const LIVE_STATUSES: readonly string[] = ['trialing', 'active', 'past_due'];

export function recurrenceOf(subscription: SubscriptionRecord): Recurrence {
  const recurring = subscription.items.data[0]?.price.recurring;
  if (!recurring) throw new Error(`subscription ${subscription.id} has no recurring price`);
  return { interval: asInterval(recurring.interval), interval_count: recurring.interval_count };
}

/** The period every item shares (the emulator keeps items on one schedule). */
export function currentPeriod(subscription: SubscriptionRecord): { start: number; end: number } {
  const item = subscription.items.data[0];
  return { start: item.current_period_start, end: item.current_period_end };
}

/** Stripe charges the subscription's default payment method, else the customer's invoice default. */
export function paymentMethodFor(context: EmulatorContext, subscription: SubscriptionRecord): string | null {
  const own = idOf(subscription.default_payment_method);
  if (own) return own;
  const customer = context.state.customers.get(idOf(subscription.customer) ?? '');
  return customer && !customer.deleted ? idOf(customer.invoice_settings.default_payment_method) : null;
}

export function linesFor(
  subscription: SubscriptionRecord,
  period: { start: number; end: number },
  trial: boolean,
): InvoiceLineDraft[] {
  return subscription.items.data.map((item) => ({
    price: item.price,
    quantity: item.quantity ?? 1,
    period,
    subscriptionItem: item.id,
    trial,
  }));
}

/** The subscription's reaction to its invoice being paid, failing, or waiting for 3D Secure. */
export function applyInvoiceOutcome(context: EmulatorContext, subscription: SubscriptionRecord, invoice: InvoiceRecord): void {
  const now = context.clock.now();
  if (invoice.status === 'paid') {
    if (invoice.billing_reason === 'subscription_create') {
      if (subscription.status === 'incomplete') {
        subscription.status = subscription.trial_end !== null && subscription.trial_end > now ? 'trialing' : 'active';
      }
      saveDefaultPaymentMethod(context, subscription, paymentIntentOf(context, invoice));
    } else if (
      ['past_due', 'unpaid', 'trialing', 'active'].includes(subscription.status) &&
      !hasUnpaidInvoices(context, subscription)
    ) {
      subscription.status = 'active';
    }
    return;
  }
  if (invoice.status !== 'open' || invoice.billing_reason === 'subscription_create') return;
  if (subscription.status === 'active' || subscription.status === 'trialing') subscription.status = 'past_due';
  const intent = paymentIntentOf(context, invoice);
  if (intent?.status !== 'requires_payment_method') {
    // Waiting for the customer to authenticate: Stripe does not retry that on its own.
    invoice.next_payment_attempt = null;
    return;
  }
  // The retry schedule counts from the first attempt, made when the invoice was finalized.
  const firstAttempt = invoice.status_transitions.finalized_at ?? invoice.created;
  const retryDay = context.retryDays[invoice.attempt_count - 1];
  if (retryDay !== undefined) {
    invoice.next_payment_attempt = Math.max(now + 1, firstAttempt + retryDay * DAY);
    return;
  }
  invoice.next_payment_attempt = null;
  if (context.exhaustedRetries === 'unpaid') subscription.status = 'unpaid';
  else if (context.exhaustedRetries === 'canceled') endSubscription(context, subscription, now, 'payment_failed');
  // 'past_due': the account leaves it so; the invoice stays open for the customer to pay.
}

/** `payment_settings.save_default_payment_method=on_subscription`: the card that paid becomes the default. */
function saveDefaultPaymentMethod(
  context: EmulatorContext,
  subscription: SubscriptionRecord,
  intent: PaymentIntentRecord | undefined,
): void {
  const paymentMethodId = idOf(intent?.payment_method);
  if (!paymentMethodId || subscription.payment_settings?.save_default_payment_method !== 'on_subscription') return;
  const paymentMethod = context.state.paymentMethods.get(paymentMethodId);
  if (paymentMethod && !paymentMethod.customer) attachPaymentMethod(context, paymentMethod, idOf(subscription.customer) ?? '');
  subscription.default_payment_method = paymentMethodId;
}

function hasUnpaidInvoices(context: EmulatorContext, subscription: SubscriptionRecord): boolean {
  for (const invoice of context.state.invoices.values()) {
    if (invoice.status === 'open' && subscriptionIdOf(invoice) === subscription.id) return true;
  }
  return false;
}

export function subscriptionIdOf(invoice: InvoiceRecord): string | null {
  return idOf(invoice.parent?.subscription_details?.subscription);
}

/** `once` coupons are spent by the first invoice they reduce; Stripe then removes the discount. */
export function consumeSingleUseDiscounts(
  context: EmulatorContext,
  subscription: SubscriptionRecord,
  invoice: InvoiceRecord,
): void {
  const spent = (invoice.total_discount_amounts ?? [])
    .filter((entry) => entry.amount > 0)
    .map((entry) => idOf(entry.discount) ?? '')
    .filter((discountId) => isSingleUse(context, discountId));
  if (spent.length > 0)
    subscription.discounts = subscription.discounts.filter((discount) => !spent.includes(idOf(discount) ?? ''));
}

export function endSubscription(
  context: EmulatorContext,
  subscription: SubscriptionRecord,
  at: number,
  reason: 'cancellation_requested' | 'payment_failed' | null,
): void {
  subscription.status = 'canceled';
  subscription.ended_at = at;
  subscription.canceled_at = subscription.canceled_at ?? at;
  subscription.cancel_at = null;
  if (reason)
    subscription.cancellation_details = {
      ...(subscription.cancellation_details ?? { comment: null, feedback: null, feedback_option: null }),
      reason,
    };
  // A canceled subscription stops collecting its open invoices.
  for (const invoice of context.state.invoices.values()) {
    if (invoice.status === 'open' && subscriptionIdOf(invoice) === subscription.id) invoice.next_payment_attempt = null;
  }
}

/** Emits the event that matches how the subscription changed since `before`. */
export function publishSubscriptionChange(
  context: EmulatorContext,
  subscription: SubscriptionRecord,
  before: SubscriptionRecord,
): void {
  const previous = diffTopLevel(before, subscription);
  if (Object.keys(previous).length === 0) return;
  if (subscription.status === 'canceled' && before.status !== 'canceled') {
    context.events.emit('customer.subscription.deleted', subscription, previous);
    return;
  }
  context.events.emit('customer.subscription.updated', subscription, previous);
  if (subscription.status === 'paused' && before.status !== 'paused')
    context.events.emit('customer.subscription.paused', subscription);
}

/** `cancel_at_period_end`: Stripe records when it was asked and sets `cancel_at` to the period end. */
export function markCancelAtPeriodEnd(subscription: SubscriptionRecord, cancel: boolean, now: number): void {
  subscription.cancel_at_period_end = cancel;
  subscription.cancel_at = cancel ? currentPeriod(subscription).end : null;
  subscription.canceled_at = cancel ? now : null;
  subscription.cancellation_details = {
    comment: null,
    feedback: null,
    feedback_option: null,
    reason: cancel ? 'cancellation_requested' : null,
  };
}

export function cancelSubscriptionNow(
  context: EmulatorContext,
  subscription: SubscriptionRecord,
  reason: 'cancellation_requested' | 'payment_failed',
): void {
  const before = clone(subscription);
  endSubscription(context, subscription, context.clock.now(), reason);
  publishSubscriptionChange(context, subscription, before);
}
