import { periodStartingAt } from './billing-period.js';
import { HOUR, DAY } from './clock.js';
import type { EmulatorContext } from './context.js';
import { applicableDiscounts } from './discounts.js';
import { invalidRequest } from './errors.js';
import {
  attemptInvoicePayment,
  composeInvoice,
  createDraftInvoice,
  finalizeInvoice,
  settleInvoicePayment,
  voidInvoice,
} from './invoicing.js';
import {
  clone,
  idOf,
  type InvoiceRecord,
  type PaymentIntentRecord,
  type SetupIntentRecord,
  type SubscriptionRecord,
} from './records.js';
import { newId } from './state.js';
import {
  LIVE_STATUSES,
  applyInvoiceOutcome,
  cancelSubscriptionNow,
  consumeSingleUseDiscounts,
  currentPeriod,
  endSubscription,
  linesFor,
  paymentMethodFor,
  publishSubscriptionChange,
  recurrenceOf,
  subscriptionIdOf,
} from './subscription-rules.js';

/**
 * The billing clock and the reactions to payments made outside it. Everything time-driven (trial
 * reminders and ends, renewals, payment retries, expiry of incomplete subscriptions) is a "due
 * item"; `runDueTransitions` runs them in time order, so advancing the clock a month replays what
 * Stripe would have done during it, with events stamped at the right moments.
 */

/** An incomplete subscription's first invoice must be paid within 23 hours. */
export const INCOMPLETE_EXPIRY = 23 * HOUR;
/** A renewal's invoice stays a draft this long (for changes and invoice items), then Stripe finalizes and charges it. */
export const DRAFT_PERIOD = HOUR;
/** `customer.subscription.trial_will_end` comes three days before the trial ends. */
export const TRIAL_WILL_END_NOTICE = 3 * DAY;

/** After a PaymentIntent changed outside the engine (browser confirmation, 3D Secure, `invoices.pay`). */
export function onPaymentIntentChanged(context: EmulatorContext, intent: PaymentIntentRecord): void {
  const invoice = context.state.invoices.get(context.state.invoiceOfPaymentIntent.get(intent.id) ?? '');
  if (!invoice) return;
  const subscription = context.state.subscriptions.get(subscriptionIdOf(invoice) ?? '');
  const before = subscription ? clone(subscription) : undefined;
  settleInvoicePayment(context, invoice);
  if (!subscription || !before) return;
  applyInvoiceOutcome(context, subscription, invoice);
  consumeSingleUseDiscounts(context, subscription, invoice);
  publishSubscriptionChange(context, subscription, before);
}

/** A subscription's pending SetupIntent succeeded: its card becomes the subscription's default. */
export function onSetupIntentChanged(context: EmulatorContext, intent: SetupIntentRecord): void {
  if (intent.status !== 'succeeded') return;
  for (const subscription of context.state.subscriptions.values()) {
    if (idOf(subscription.pending_setup_intent) !== intent.id) continue;
    const before = clone(subscription);
    subscription.pending_setup_intent = null;
    const paymentMethod = idOf(intent.payment_method);
    if (
      paymentMethod &&
      (subscription.payment_settings?.save_default_payment_method === 'on_subscription' || !subscription.default_payment_method)
    ) {
      subscription.default_payment_method = paymentMethod;
    }
    publishSubscriptionChange(context, subscription, before);
  }
}

/**
 * Pays an open invoice now (`POST /v1/invoices/:id/pay`), optionally with another card; Stripe
 * treats the customer as away (`off_session`) unless told otherwise.
 */
export function payInvoiceNow(
  context: EmulatorContext,
  invoice: InvoiceRecord,
  paymentMethod: string | null,
  offSession = true,
): void {
  const subscription = context.state.subscriptions.get(subscriptionIdOf(invoice) ?? '');
  const before = subscription ? clone(subscription) : undefined;
  const chargeWith = paymentMethod ?? (subscription ? paymentMethodFor(context, subscription) : null);
  attemptInvoicePayment(context, invoice, chargeWith, offSession);
  if (subscription && before) {
    applyInvoiceOutcome(context, subscription, invoice);
    publishSubscriptionChange(context, subscription, before);
  }
}

/**
 * Ends the trial or the period: cancels, pauses, or starts the next period with a draft invoice for
 * it, which Stripe finalizes and charges about an hour later (`finalizeRenewal`).
 */
function rollPeriod(context: EmulatorContext, subscription: SubscriptionRecord, at: number): void {
  const before = clone(subscription);
  if (subscription.cancel_at_period_end || (subscription.cancel_at !== null && subscription.cancel_at <= at)) {
    endSubscription(context, subscription, at, 'cancellation_requested');
    publishSubscriptionChange(context, subscription, before);
    return;
  }
  const wasTrialing = subscription.status === 'trialing';
  if (wasTrialing && !paymentMethodFor(context, subscription)) {
    const behavior = subscription.trial_settings?.end_behavior.missing_payment_method;
    if (behavior === 'cancel' || behavior === 'pause') {
      if (behavior === 'cancel') endSubscription(context, subscription, at, null);
      else subscription.status = 'paused';
      publishSubscriptionChange(context, subscription, before);
      return;
    }
  }

  const previousPeriod = currentPeriod(subscription);
  const period = periodStartingAt(subscription.billing_cycle_anchor, recurrenceOf(subscription), at);
  for (const item of subscription.items.data) {
    item.current_period_start = period.start;
    item.current_period_end = period.end;
  }
  // The trial is over: the subscription is active, and past_due only if the invoice then fails.
  if (wasTrialing) subscription.status = 'active';
  const customer = context.state.customers.get(idOf(subscription.customer) ?? '');
  if (!customer || customer.deleted) return;
  const invoice = createDraftInvoice(context, {
    customer,
    subscription: subscription.id,
    billingReason: 'subscription_cycle',
    period: previousPeriod,
    lines: linesFor(subscription, period, false),
    discounts: applicableDiscounts(
      context,
      subscription.discounts.map((discount) => idOf(discount) ?? ''),
      at,
    ),
    currency: subscription.currency,
  });
  invoice.automatically_finalizes_at = at + DRAFT_PERIOD;
  invoice.next_payment_attempt = at + DRAFT_PERIOD;
  subscription.latest_invoice = invoice.id;
  publishSubscriptionChange(context, subscription, before);
}

/**
 * A renewal's draft comes due (or is finalized through the API): finalized, charged off-session to
 * the subscription's card, and the subscription follows the outcome. A subscription that ended in
 * the meantime leaves its draft a draft.
 */
export function finalizeRenewal(context: EmulatorContext, invoice: InvoiceRecord): void {
  invoice.automatically_finalizes_at = null;
  const subscription = context.state.subscriptions.get(subscriptionIdOf(invoice) ?? '');
  if (!subscription || !LIVE_STATUSES.includes(subscription.status)) {
    invoice.next_payment_attempt = null;
    return;
  }
  const before = clone(subscription);
  finalizeInvoice(context, invoice);
  if (invoice.status === 'open') attemptInvoicePayment(context, invoice, paymentMethodFor(context, subscription), true);
  applyInvoiceOutcome(context, subscription, invoice);
  consumeSingleUseDiscounts(context, subscription, invoice);
  publishSubscriptionChange(context, subscription, before);
}

function expireIncomplete(context: EmulatorContext, subscription: SubscriptionRecord): void {
  const before = clone(subscription);
  subscription.status = 'incomplete_expired';
  subscription.ended_at = context.clock.now();
  const invoice = context.state.invoices.get(idOf(subscription.latest_invoice) ?? '');
  if (invoice?.status === 'open') voidInvoice(context, invoice);
  publishSubscriptionChange(context, subscription, before);
}

function retryInvoice(context: EmulatorContext, invoice: InvoiceRecord): void {
  const subscription = context.state.subscriptions.get(subscriptionIdOf(invoice) ?? '');
  if (!subscription || !LIVE_STATUSES.includes(subscription.status)) {
    invoice.next_payment_attempt = null;
    return;
  }
  const before = clone(subscription);
  attemptInvoicePayment(context, invoice, paymentMethodFor(context, subscription), true);
  applyInvoiceOutcome(context, subscription, invoice);
  publishSubscriptionChange(context, subscription, before);
}

interface DueItem {
  at: number;
  run: () => void;
}

/** Everything the clock will have to do, with when. */
function dueItems(context: EmulatorContext): DueItem[] {
  const items: DueItem[] = [];
  for (const subscription of context.state.subscriptions.values()) {
    const internals = context.state.subscriptionInternals.get(subscription.id);
    if (subscription.status === 'trialing' && subscription.trial_end !== null && internals && !internals.trialWillEndSent) {
      items.push({
        at: Math.max(subscription.trial_end - TRIAL_WILL_END_NOTICE, subscription.created),
        run: () => {
          internals.trialWillEndSent = true;
          context.events.emit('customer.subscription.trial_will_end', subscription);
        },
      });
    }
    if (LIVE_STATUSES.includes(subscription.status)) {
      const { end } = currentPeriod(subscription);
      const at = subscription.cancel_at !== null ? Math.min(subscription.cancel_at, end) : end;
      items.push({
        at,
        run: () =>
          at < end
            ? cancelSubscriptionNow(context, subscription, 'cancellation_requested')
            : rollPeriod(context, subscription, at),
      });
    }
    if (subscription.status === 'incomplete') {
      items.push({ at: subscription.created + INCOMPLETE_EXPIRY, run: () => expireIncomplete(context, subscription) });
    }
  }
  for (const invoice of context.state.invoices.values()) {
    if (invoice.status === 'draft' && invoice.automatically_finalizes_at !== null) {
      const at = invoice.automatically_finalizes_at;
      items.push({ at, run: () => finalizeRenewal(context, invoice) });
    }
    if (invoice.status === 'open' && invoice.next_payment_attempt !== null) {
      items.push({ at: invoice.next_payment_attempt, run: () => retryInvoice(context, invoice) });
    }
  }
  return items;
}

/**
 * Runs every transition due up to `until`, earliest first, moving the clock to each one so events
 * carry the time they would have had; then leaves the clock at `until`.
 */
export function runDueTransitions(context: EmulatorContext, until: number): number {
  let processed = 0;
  // A transition always changes what is due; the bound only guards against a bug looping forever.
  for (; processed < 100_000; processed++) {
    const next = dueItems(context)
      .filter((item) => item.at <= until)
      .sort((a, b) => a.at - b.at)[0];
    if (!next) break;
    context.clock.moveTo(next.at);
    next.run();
  }
  context.clock.moveTo(until);
  return processed;
}

/** The invoice the next period will bring, for `POST /v1/invoices/create_preview`. */
export function previewNextInvoice(context: EmulatorContext, subscription: SubscriptionRecord): InvoiceRecord {
  if (!LIVE_STATUSES.includes(subscription.status) || subscription.cancel_at_period_end || subscription.cancel_at !== null) {
    throw invalidRequest(`No upcoming invoices for customer: ${idOf(subscription.customer)}`, undefined, 'invoice_upcoming_none');
  }
  const customer = context.state.customers.get(idOf(subscription.customer) ?? '');
  if (!customer || customer.deleted)
    throw invalidRequest(`No such customer: '${idOf(subscription.customer)}'`, 'customer', 'resource_missing');
  const current = currentPeriod(subscription);
  const next = periodStartingAt(subscription.billing_cycle_anchor, recurrenceOf(subscription), current.end);
  const preview = composeInvoice(
    context,
    {
      customer,
      subscription: subscription.id,
      billingReason: 'upcoming',
      period: current,
      lines: linesFor(subscription, next, false),
      discounts: applicableDiscounts(
        context,
        subscription.discounts.map((discount) => idOf(discount) ?? ''),
        current.end,
      ),
      currency: subscription.currency,
    },
    `upcoming_${newId('in')}`,
  );
  preview.created = current.end;
  preview.next_payment_attempt = current.end;
  preview.hosted_invoice_url = null;
  return preview;
}
