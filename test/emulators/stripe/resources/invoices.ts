import { PAGINATION_PARAMS, matchesCreated, paginate, type Route } from '../api.js';
import { finalizeRenewal, payInvoiceNow, previewNextInvoice } from '../billing-engine.js';
import { subscriptionIdOf } from '../subscription-rules.js';
import type { EmulatorContext } from '../context.js';
import { cardError, invalidRequest } from '../errors.js';
import { finalizeInvoice, markInvoicePaid, paymentIntentOf, voidInvoice } from '../invoicing.js';
import { paramList, type Params } from '../params.js';
import type { InvoiceRecord } from '../records.js';
import { resolvePaymentMethod } from './payment-methods.js';

const LIST_PARAMS = [
  ...PAGINATION_PARAMS,
  ...paramList('collection_method created customer customer_account due_date status subscription'),
];
const PREVIEW_PARAMS = paramList(`
  automatic_tax currency customer customer_account customer_details discounts expand invoice_items issuer
  on_behalf_of preview_mode schedule schedule_details subscription subscription_details
`);
const PAY_PARAMS = paramList('expand forgive mandate off_session paid_out_of_band payment_method source');
const REQUIRES_ACTION =
  'Payment for this invoice requires additional user action before it can be completed successfully. ' +
  'Payment can be completed using the PaymentIntent associated with the invoice. ' +
  'For more details see: https://stripe.com/docs/billing/subscriptions/overview#requires-action';

/**
 * The next invoice of a subscription (`subscription`, or the customer's only live one). Changes
 * proposed through `subscription_details` are not emulated; the preview shows the current plan.
 */
function preview(context: EmulatorContext, params: Params): InvoiceRecord {
  params.assertKnown(PREVIEW_PARAMS);
  const subscriptionId = params.string('subscription');
  const customerId = params.string('customer');
  if (!subscriptionId && !customerId) throw invalidRequest('You must pass either customer or subscription.', 'customer');
  const subscription = subscriptionId
    ? context.state.subscriptions.require(subscriptionId, 'subscription')
    : [...context.state.subscriptions.values()].find(
        (candidate) => candidate.customer === customerId && ['trialing', 'active', 'past_due'].includes(candidate.status),
      );
  if (!subscription) throw invalidRequest(`No upcoming invoices for customer: ${customerId}`, undefined, 'invoice_upcoming_none');
  return previewNextInvoice(context, subscription);
}

function pay(context: EmulatorContext, invoice: InvoiceRecord, params: Params): InvoiceRecord {
  params.assertKnown(PAY_PARAMS);
  if (invoice.status === 'paid') throw invalidRequest('Invoice is already paid.', undefined, 'invoice_not_editable');
  if (invoice.status !== 'open')
    throw invalidRequest(`You can only pay an open invoice; this one is ${invoice.status}.`, undefined, 'invoice_not_editable');
  if (params.bool('paid_out_of_band')) {
    markInvoicePaid(context, invoice);
    return invoice;
  }
  const paymentMethodId = params.string('payment_method');
  const paymentMethod = paymentMethodId ? resolvePaymentMethod(context, paymentMethodId, 'payment_method').id : null;
  payInvoiceNow(context, invoice, paymentMethod, params.bool('off_session') ?? true);
  // Stripe answers a failed `pay` with the card error, like a failed charge.
  const intent = paymentIntentOf(context, invoice);
  if (invoice.status === 'open' && intent?.status === 'requires_action') {
    // The invoice stays open and its PaymentIntent waits for the cardholder (3D Secure): Stripe
    // says so with a 402, not with the open invoice, and the intent's client secret finishes it.
    throw cardError({ code: 'invoice_payment_intent_requires_action', message: REQUIRES_ACTION }, { payment_intent: intent });
  }
  const failure = intent?.last_payment_error;
  if (invoice.status === 'open' && intent?.status === 'requires_payment_method' && failure) {
    throw cardError(
      {
        code: failure.code ?? 'card_declined',
        message: failure.message ?? 'Your card was declined.',
        decline_code: failure.decline_code,
      },
      { payment_intent: intent },
    );
  }
  return invoice;
}

export const invoiceRoutes: Route[] = [
  {
    method: 'POST',
    path: '/v1/invoices/create_preview',
    auth: 'secret',
    handle: ({ params }, context) => preview(context, params),
  },
  {
    method: 'GET',
    path: '/v1/invoices/:id',
    auth: 'secret',
    handle: ({ pathParams }, { state }) => state.invoices.require(pathParams.id),
  },
  {
    method: 'GET',
    path: '/v1/invoices/:id/lines',
    auth: 'secret',
    handle: ({ params, pathParams }, { state }) => {
      const invoice = state.invoices.require(pathParams.id);
      return paginate(invoice.lines.data, params, `/v1/invoices/${invoice.id}/lines`);
    },
  },
  {
    method: 'POST',
    path: '/v1/invoices/:id/pay',
    auth: 'secret',
    handle: ({ params, pathParams }, context) => pay(context, context.state.invoices.require(pathParams.id), params),
  },
  {
    method: 'POST',
    path: '/v1/invoices/:id/finalize',
    auth: 'secret',
    handle: ({ params, pathParams }, context) => {
      params.assertKnown(['auto_advance', 'expand']);
      const invoice = context.state.invoices.require(pathParams.id);
      if (invoice.status !== 'draft')
        throw invalidRequest(
          `This invoice is already finalized, you can't re-finalize a non-draft invoice.`,
          undefined,
          'invoice_not_editable',
        );
      // A renewal's draft goes on as it would an hour later: charged at once unless told not to advance.
      if (subscriptionIdOf(invoice) && params.bool('auto_advance') !== false) finalizeRenewal(context, invoice);
      else finalizeInvoice(context, invoice);
      return invoice;
    },
  },
  {
    method: 'POST',
    path: '/v1/invoices/:id/void',
    auth: 'secret',
    handle: ({ pathParams }, context) => {
      const invoice = context.state.invoices.require(pathParams.id);
      if (invoice.status !== 'open') throw invalidRequest(`You can only void an open invoice; this one is ${invoice.status}.`);
      voidInvoice(context, invoice);
      return invoice;
    },
  },
  {
    method: 'GET',
    path: '/v1/invoices',
    auth: 'secret',
    handle: ({ params }, { state }) => {
      params.assertKnown(LIST_PARAMS);
      const customer = params.string('customer');
      const subscription = params.string('subscription');
      const status = params.oneOf('status', ['draft', 'open', 'paid', 'uncollectible', 'void']);
      const invoices = state.invoices
        .newestFirst()
        .filter((invoice) => customer === undefined || invoice.customer === customer)
        .filter((invoice) => subscription === undefined || subscriptionIdOf(invoice) === subscription)
        .filter((invoice) => status === undefined || invoice.status === status)
        .filter((invoice) => matchesCreated(invoice.created, params));
      return paginate(invoices, params, '/v1/invoices');
    },
  },
  {
    method: 'GET',
    path: '/v1/invoice_payments',
    auth: 'secret',
    handle: ({ params }, { state }) => {
      params.assertKnown([...PAGINATION_PARAMS, 'invoice', 'payment', 'status']);
      const invoice = params.string('invoice');
      const payments = state.invoicePayments
        .newestFirst()
        .filter((payment) => invoice === undefined || payment.invoice === invoice);
      return paginate(payments, params, '/v1/invoice_payments');
    },
  },
  {
    method: 'GET',
    path: '/v1/invoice_payments/:id',
    auth: 'secret',
    handle: ({ pathParams }, { state }) => state.invoicePayments.require(pathParams.id),
  },
];
