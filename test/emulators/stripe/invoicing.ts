import { embeddedList } from './api.js';
import { confirmPaymentIntent, createPaymentIntent, type CardResponse } from './charging.js';
import type { EmulatorContext } from './context.js';
import { diffTopLevel } from './events.js';
import { computeInvoiceAmounts, type DiscountTerms } from './invoice-amounts.js';
import {
  clone,
  idOf,
  type CustomerRecord,
  type InvoiceLineItemRecord,
  type InvoicePaymentRecord,
  type InvoiceRecord,
  type PaymentIntentRecord,
  type PriceRecord,
  type ProductRecord,
} from './records.js';
import { newId } from './state.js';

export interface InvoiceLineDraft {
  price: PriceRecord;
  quantity: number;
  period: { start: number; end: number };
  subscriptionItem: string | null;
  /** Trial lines cost nothing but still name what is being tried, as on Stripe's trial invoices. */
  trial?: boolean;
}

export interface InvoiceDraft {
  customer: CustomerRecord;
  subscription: string | null;
  billingReason: 'subscription_create' | 'subscription_cycle' | 'subscription_update' | 'manual' | 'upcoming';
  /** The invoice's own period: for subscription invoices, the period that just ended (Stripe's usage period). */
  period: { start: number; end: number };
  lines: InvoiceLineDraft[];
  discounts: DiscountTerms[];
  currency: string;
}

const formatAmount = (amount: number, currency: string) =>
  `${currency === 'usd' ? '$' : ''}${(amount / 100).toFixed(2)}${currency === 'usd' ? '' : ` ${currency.toUpperCase()}`}`;

function describeLine(line: InvoiceLineDraft, product: ProductRecord | undefined): string {
  const name = product?.name ?? 'product';
  if (line.trial) return `Trial period for ${name}`;
  const recurring = line.price.recurring;
  const every = recurring
    ? ` / ${recurring.interval_count > 1 ? `${recurring.interval_count} ${recurring.interval}s` : recurring.interval}`
    : '';
  return `${line.quantity} × ${name} (at ${formatAmount(line.price.unit_amount ?? 0, line.price.currency)}${every})`;
}

/** Builds the invoice (lines, discounts, totals) without storing it: previews use this too. */
export function composeInvoice(context: EmulatorContext, draft: InvoiceDraft, id = newId('in')): InvoiceRecord {
  const { state, clock } = context;
  const lineAmounts = draft.lines.map((line) => (line.trial ? 0 : (line.price.unit_amount ?? 0) * line.quantity));
  const amounts = computeInvoiceAmounts(lineAmounts, draft.discounts);
  // Stripe lists only the discounts that took something off.
  const usedDiscounts = amounts.totalDiscounts.filter((entry) => entry.amount > 0);
  const lines: InvoiceLineItemRecord[] = draft.lines.map((line, index) => ({
    id: newId('il'),
    object: 'line_item',
    amount: lineAmounts[index],
    currency: draft.currency,
    description: describeLine(line, state.products.get(line.price.product as string)),
    discount_amounts: amounts.lines[index].discounts.filter((entry) => entry.amount > 0),
    discountable: true,
    discounts: [],
    invoice: id,
    livemode: false,
    metadata: {},
    parent: draft.subscription
      ? {
          invoice_item_details: null,
          subscription_item_details: {
            invoice_item: null,
            proration: false,
            proration_details: { credited_items: null },
            subscription: draft.subscription,
            subscription_item: line.subscriptionItem ?? '',
          },
          type: 'subscription_item_details',
        }
      : null,
    period: line.period,
    pretax_credit_amounts: [],
    pricing: {
      price_details: { price: line.price.id, product: line.price.product as string },
      type: 'price_details',
      unit_amount_decimal: line.price.unit_amount_decimal,
    },
    quantity: line.quantity,
    quantity_decimal: String(line.quantity),
    subscription: draft.subscription,
    subtotal: lineAmounts[index],
    taxes: [],
  }));
  const customer = draft.customer;
  return {
    id,
    object: 'invoice',
    account_country: 'US',
    account_name: 'Stripe emulator',
    account_tax_ids: null,
    amount_due: amounts.amountDue,
    amount_overpaid: 0,
    amount_paid: 0,
    amount_remaining: amounts.amountDue,
    amount_shipping: 0,
    application: null,
    attempt_count: 0,
    attempted: false,
    auto_advance: true,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null, provider: null, status: null },
    automatically_finalizes_at: null,
    billing_reason: draft.billingReason,
    collection_method: 'charge_automatically',
    confirmation_secret: null,
    created: clock.now(),
    currency: draft.currency,
    custom_fields: null,
    customer: customer.id,
    customer_account: null,
    customer_address: null,
    customer_email: customer.email,
    customer_name: customer.name ?? null,
    customer_phone: customer.phone ?? null,
    customer_shipping: null,
    customer_tax_exempt: 'none',
    customer_tax_ids: [],
    default_payment_method: null,
    default_source: null,
    default_tax_rates: [],
    description: null,
    discounts: usedDiscounts.map((entry) => entry.discount),
    due_date: null,
    effective_at: null,
    ending_balance: null,
    footer: null,
    from_invoice: null,
    hosted_invoice_url: `${context.baseUrl()}/invoice/${id}`,
    invoice_pdf: null,
    issuer: { type: 'self' },
    last_finalization_error: null,
    latest_revision: null,
    lines: embeddedList(lines, `/v1/invoices/${id}/lines`),
    livemode: false,
    metadata: {},
    next_payment_attempt: null,
    number: null,
    on_behalf_of: null,
    parent: draft.subscription
      ? {
          quote_details: null,
          subscription_details: { metadata: {}, subscription: draft.subscription },
          type: 'subscription_details',
        }
      : null,
    payment_settings: { default_mandate: null, payment_method_options: null, payment_method_types: null },
    payments: embeddedList<InvoicePaymentRecord>([], `/v1/invoice_payments?invoice=${id}`),
    period_end: draft.period.end,
    period_start: draft.period.start,
    post_payment_credit_notes_amount: 0,
    pre_payment_credit_notes_amount: 0,
    receipt_number: null,
    rendering: null,
    shipping_cost: null,
    shipping_details: null,
    starting_balance: 0,
    statement_descriptor: null,
    status: 'draft',
    status_transitions: { finalized_at: null, marked_uncollectible_at: null, paid_at: null, voided_at: null },
    subtotal: amounts.subtotal,
    subtotal_excluding_tax: amounts.subtotal,
    test_clock: null,
    total: amounts.total,
    total_discount_amounts: usedDiscounts,
    total_excluding_tax: amounts.total,
    total_pretax_credit_amounts: [],
    total_taxes: [],
    webhooks_delivered_at: null,
  };
}

/** Stores the invoice as a draft (`invoice.created`): nothing is due until it is finalized. */
export function createDraftInvoice(context: EmulatorContext, draft: InvoiceDraft): InvoiceRecord {
  const invoice = context.state.invoices.insert(composeInvoice(context, draft));
  context.events.emit('invoice.created', invoice);
  return invoice;
}

/** Creates the draft and finalizes it at once (a subscription's first invoice, as at Stripe). */
export function issueInvoice(context: EmulatorContext, draft: InvoiceDraft): InvoiceRecord {
  const invoice = createDraftInvoice(context, draft);
  finalizeInvoice(context, invoice);
  return invoice;
}

/** Finalizes a draft: numbered, `open`, and with a PaymentIntent when money is due ($0 is paid at once). */
export function finalizeInvoice(context: EmulatorContext, invoice: InvoiceRecord): void {
  const { state, clock, events } = context;
  const customerId = idOf(invoice.customer) ?? '';
  const before = clone(invoice);
  const now = clock.now();
  invoice.status = 'open';
  invoice.number = state.nextInvoiceNumber(customerId);
  invoice.effective_at = now;
  invoice.status_transitions.finalized_at = now;
  invoice.automatically_finalizes_at = null;
  if (invoice.amount_due > 0) {
    const intent = createPaymentIntent(context, {
      amount: invoice.amount_due,
      currency: invoice.currency,
      customer: customerId,
      paymentMethod: null,
      description:
        invoice.billing_reason === 'subscription_create'
          ? 'Subscription creation'
          : invoice.parent?.subscription_details
            ? 'Subscription update'
            : null,
    });
    state.invoiceOfPaymentIntent.set(intent.id, invoice.id);
    invoice.confirmation_secret = { client_secret: intent.client_secret ?? '', type: 'payment_intent' };
    const payment: InvoicePaymentRecord = {
      id: newId('inpay'),
      object: 'invoice_payment',
      amount_paid: null,
      amount_requested: invoice.amount_due,
      created: now,
      currency: invoice.currency,
      invoice: invoice.id,
      is_default: true,
      livemode: false,
      payment: { payment_intent: intent.id, type: 'payment_intent' },
      status: 'open',
      status_transitions: { canceled_at: null, paid_at: null },
    };
    state.invoicePayments.insert(payment);
    invoice.payments = embeddedList([payment], `/v1/invoice_payments?invoice=${invoice.id}`);
  }
  events.emit('invoice.finalized', invoice, diffTopLevel(before, invoice));
  // Nothing to collect: Stripe marks a $0 invoice paid as it finalizes it.
  if (invoice.amount_due === 0) markInvoicePaid(context, invoice);
}

export function paymentIntentOf(context: EmulatorContext, invoice: InvoiceRecord): PaymentIntentRecord | undefined {
  const payment = invoice.payments?.data[0];
  const intentId = payment?.payment.payment_intent;
  return typeof intentId === 'string' ? context.state.paymentIntents.get(intentId) : undefined;
}

/**
 * One collection attempt with `paymentMethod` (null when the customer has none: the attempt
 * fails without reaching a card). Emits the invoice's payment events.
 */
export function attemptInvoicePayment(
  context: EmulatorContext,
  invoice: InvoiceRecord,
  paymentMethod: string | null,
  offSession: boolean,
): CardResponse | null {
  const intent = paymentIntentOf(context, invoice);
  if (!intent || invoice.status !== 'open') return null;
  invoice.attempt_count += 1;
  invoice.attempted = true;
  if (!paymentMethod) {
    context.events.emit('invoice.payment_failed', invoice);
    return null;
  }
  const response = confirmPaymentIntent(context, intent, { paymentMethod, offSession });
  settleInvoicePayment(context, invoice);
  return response;
}

/** Reflects the state of the invoice's PaymentIntent on the invoice, with Stripe's invoice events. */
export function settleInvoicePayment(context: EmulatorContext, invoice: InvoiceRecord): void {
  const intent = paymentIntentOf(context, invoice);
  if (!intent || invoice.status !== 'open') return;
  if (intent.status === 'succeeded') {
    markInvoicePaid(context, invoice);
  } else if (intent.status === 'requires_action') {
    context.events.emit('invoice.payment_action_required', invoice);
  } else if (intent.last_payment_error) {
    context.events.emit('invoice.payment_failed', invoice);
  }
}

export function markInvoicePaid(context: EmulatorContext, invoice: InvoiceRecord): void {
  const before = clone(invoice);
  const now = context.clock.now();
  invoice.status = 'paid';
  invoice.amount_paid = invoice.amount_due;
  invoice.amount_remaining = 0;
  invoice.attempted = true;
  invoice.next_payment_attempt = null;
  invoice.status_transitions.paid_at = now;
  const payment = invoice.payments?.data[0];
  if (payment) {
    payment.status = 'paid';
    payment.amount_paid = invoice.amount_due;
    payment.status_transitions.paid_at = now;
  }
  const previous = diffTopLevel(before, invoice);
  context.events.emit('invoice.paid', invoice, previous);
  context.events.emit('invoice.payment_succeeded', invoice, previous);
}

export function voidInvoice(context: EmulatorContext, invoice: InvoiceRecord): void {
  const before = clone(invoice);
  invoice.status = 'void';
  invoice.amount_remaining = 0;
  invoice.next_payment_attempt = null;
  invoice.status_transitions.voided_at = context.clock.now();
  const intent = paymentIntentOf(context, invoice);
  if (intent && intent.status !== 'succeeded') {
    intent.status = 'canceled';
    intent.canceled_at = context.clock.now();
    intent.cancellation_reason = 'void_invoice';
    context.events.emit('payment_intent.canceled', intent);
  }
  const payment = invoice.payments?.data[0];
  if (payment && payment.status !== 'paid') {
    payment.status = 'canceled';
    payment.status_transitions.canceled_at = context.clock.now();
  }
  context.events.emit('invoice.voided', invoice, diffTopLevel(before, invoice));
}
