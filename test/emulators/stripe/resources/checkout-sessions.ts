import { embeddedList, PAGINATION_PARAMS, paginate, type Route } from '../api.js';
import { sessionIsOpen } from '../checkout-payment.js';
import { DAY } from '../clock.js';
import type { EmulatorContext } from '../context.js';
import { invalidRequest, missingParam } from '../errors.js';
import { computeInvoiceAmounts, type DiscountTerms } from '../invoice-amounts.js';
import { paramList, mergeMetadata, type Params } from '../params.js';
import { clone, idOf, type CheckoutLineItemRecord, type CheckoutSessionRecord } from '../records.js';
import { newId, randomToken } from '../state.js';
import { requireLiveCustomer } from './payment-methods.js';

const CREATE_PARAMS = paramList(`
  adaptive_pricing after_expiration allow_promotion_codes allowed_payment_method_types automatic_tax
  billing_address_collection branding_settings cancel_url client_reference_id consent_collection currency
  custom_fields custom_text customer customer_account customer_creation customer_email customer_update discounts
  excluded_payment_method_types expand expires_at integration_identifier invoice_creation line_items locale
  managed_payments metadata mode name_collection optional_items origin_context payment_intent_data
  payment_method_collection payment_method_configuration payment_method_data payment_method_options
  payment_method_types permissions phone_number_collection redirect_on_completion return_url
  saved_payment_method_options setup_intent_data shipping_address_collection shipping_options submit_type
  subscription_data success_url tax_id_collection ui_mode wallet_options
`);
const LIST_PARAMS = [
  ...PAGINATION_PARAMS,
  ...paramList(`
  created customer customer_account customer_details payment_intent payment_link status subscription
`),
];

/** How long a session stays open when `expires_at` is not given (Stripe: 24 hours). */
const SESSION_LIFETIME = DAY;

function lineItemsOf(context: EmulatorContext, params: Params, mode: string): CheckoutLineItemRecord[] {
  const entries = params.objects('line_items');
  if (entries.length === 0) throw missingParam('line_items');
  return entries.map((entry, index) => {
    if (entry.has('price_data'))
      throw invalidRequest('price_data is not emulated: create the price first.', `line_items[${index}][price_data]`);
    const price = context.state.prices.require(entry.requiredString('price'), `line_items[${index}][price]`);
    if (mode === 'payment' && price.recurring) {
      throw invalidRequest(
        'You specified `payment` mode but passed a recurring price. Either switch to `subscription` mode or use only one-time prices.',
        `line_items[${index}][price]`,
      );
    }
    if (mode === 'subscription' && !price.recurring) {
      throw invalidRequest(
        'You must provide at least one recurring price in `subscription` mode when using prices.',
        `line_items[${index}][price]`,
      );
    }
    const quantity = entry.int('quantity') ?? 1;
    const amount = (price.unit_amount ?? 0) * quantity;
    return {
      id: newId('li'),
      object: 'item',
      adjustable_quantity: null,
      amount_discount: 0,
      amount_subtotal: amount,
      amount_tax: 0,
      amount_total: amount,
      currency: price.currency,
      description: context.state.products.get(idOf(price.product) ?? '')?.name ?? null,
      metadata: {},
      price: clone(price),
      quantity,
    };
  });
}

/** Coupon terms for the totals shown before payment; redemption only happens on completion. */
function previewDiscounts(
  context: EmulatorContext,
  entries: readonly Params[],
): { terms: DiscountTerms[]; shown: CheckoutSessionRecord['discounts'] } {
  const terms: DiscountTerms[] = [];
  const shown: NonNullable<CheckoutSessionRecord['discounts']> = [];
  entries.forEach((entry, index) => {
    const promotionCodeId = entry.string('promotion_code');
    const promotionCode = promotionCodeId
      ? context.state.promotionCodes.require(promotionCodeId, `discounts[${index}][promotion_code]`)
      : undefined;
    const couponId = promotionCode ? idOf(promotionCode.promotion.coupon) : entry.string('coupon');
    if (!couponId)
      throw invalidRequest(`You must pass a coupon or a promotion_code in discounts[${index}].`, `discounts[${index}]`);
    const coupon = context.state.coupons.require(couponId, `discounts[${index}][coupon]`);
    terms.push({ id: coupon.id, percentOff: coupon.percent_off, amountOff: coupon.amount_off });
    shown.push({ coupon: coupon.id, promotion_code: promotionCode?.id ?? null });
  });
  return { terms, shown };
}

function createSession(context: EmulatorContext, params: Params): CheckoutSessionRecord {
  params.assertKnown(CREATE_PARAMS);
  const mode = params.oneOf('mode', ['payment', 'subscription', 'setup']);
  if (!mode) throw missingParam('mode');
  if (mode === 'setup') throw invalidRequest('Checkout in setup mode is not emulated.', 'mode');
  const uiMode = params.string('ui_mode') ?? 'hosted_page';
  if (!['hosted', 'hosted_page'].includes(uiMode)) throw invalidRequest('Only hosted Checkout pages are emulated.', 'ui_mode');
  const customerId = params.string('customer') ?? null;
  if (customerId) requireLiveCustomer(context, customerId, 'customer');
  if (customerId && params.has('customer_email')) {
    throw invalidRequest('You may only specify one of these parameters: customer, customer_email.', 'customer_email');
  }
  const lineItems = lineItemsOf(context, params, mode);
  const currency = lineItems[0].currency;
  const discountEntries = params.objects('discounts');
  const { terms, shown } = previewDiscounts(context, discountEntries);
  const subscriptionData = params.object('subscription_data');
  const trialPeriodDays = subscriptionData?.int('trial_period_days') ?? null;
  const amounts = computeInvoiceAmounts(
    lineItems.map((item) => (trialPeriodDays ? 0 : item.amount_subtotal)),
    terms,
  );
  amounts.lines.forEach((line, index) => {
    const discount = line.discounts.reduce((sum, entry) => sum + entry.amount, 0);
    lineItems[index].amount_discount = discount;
    lineItems[index].amount_total = lineItems[index].amount_subtotal - discount;
  });
  const id = `cs_test_${randomToken(58)}`;
  const now = context.clock.now();
  const successUrl = params.string('success_url') ?? null;
  if (!successUrl) throw missingParam('success_url');
  const session: CheckoutSessionRecord = {
    id,
    object: 'checkout.session',
    allow_promotion_codes: params.bool('allow_promotion_codes') ?? null,
    amount_subtotal: amounts.subtotal,
    amount_total: amounts.total,
    cancel_url: params.string('cancel_url') ?? null,
    client_reference_id: params.string('client_reference_id') ?? null,
    client_secret: null,
    created: now,
    currency,
    customer: customerId,
    customer_creation: customerId
      ? null
      : mode === 'subscription'
        ? 'always'
        : (params.oneOf('customer_creation', ['always', 'if_required']) ?? 'if_required'),
    customer_details: null,
    customer_email: params.string('customer_email') ?? null,
    discounts: shown,
    expires_at: params.int('expires_at') ?? now + SESSION_LIFETIME,
    invoice: null,
    livemode: false,
    locale: null,
    metadata: mergeMetadata(null, params.metadataUpdate()),
    mode,
    payment_intent: null,
    payment_method_collection: mode === 'subscription' ? 'always' : null,
    payment_method_types: ['card'],
    payment_status: 'unpaid',
    setup_intent: null,
    status: 'open',
    subscription: null,
    success_url: successUrl,
    total_details: { amount_discount: amounts.subtotal - amounts.total, amount_shipping: 0, amount_tax: 0 },
    ui_mode: 'hosted_page',
    url: `${context.baseUrl()}/checkout/${id}`,
    line_items: embeddedList(lineItems, `/v1/checkout/sessions/${id}/line_items`),
  };
  context.state.checkoutSessions.insert(session);
  context.state.checkoutInternals.set(id, {
    discounts: discountEntries.map((entry) => entry.raw),
    trialPeriodDays,
    subscriptionMetadata: mergeMetadata(null, subscriptionData?.metadataUpdate()),
    paymentIntentMetadata: mergeMetadata(null, params.object('payment_intent_data')?.metadataUpdate()),
    setupFutureUsage: params.object('payment_intent_data')?.oneOf('setup_future_usage', ['off_session', 'on_session']) ?? null,
    pendingAuthentication: null,
  });
  return session;
}

export const checkoutSessionRoutes: Route[] = [
  {
    method: 'POST',
    path: '/v1/checkout/sessions',
    auth: 'secret',
    handle: ({ params }, context) => createSession(context, params),
  },
  {
    method: 'GET',
    path: '/v1/checkout/sessions/:id',
    auth: 'secret',
    handle: ({ pathParams }, context) => {
      const session = context.state.checkoutSessions.require(pathParams.id);
      sessionIsOpen(context, session);
      return session;
    },
  },
  {
    method: 'GET',
    path: '/v1/checkout/sessions/:id/line_items',
    auth: 'secret',
    handle: ({ params, pathParams }, { state }) => {
      const session = state.checkoutSessions.require(pathParams.id);
      return paginate(session.line_items?.data ?? [], params, `/v1/checkout/sessions/${session.id}/line_items`);
    },
  },
  {
    method: 'POST',
    path: '/v1/checkout/sessions/:id/expire',
    auth: 'secret',
    handle: ({ pathParams }, context) => {
      const session = context.state.checkoutSessions.require(pathParams.id);
      if (session.status !== 'open') throw invalidRequest(`Only open sessions can be expired; this one is ${session.status}.`);
      session.status = 'expired';
      context.events.emit('checkout.session.expired', session, { status: 'open' });
      return session;
    },
  },
  {
    method: 'GET',
    path: '/v1/checkout/sessions',
    auth: 'secret',
    handle: ({ params }, { state }) => {
      params.assertKnown(LIST_PARAMS);
      const customer = params.string('customer');
      const subscription = params.string('subscription');
      const paymentIntent = params.string('payment_intent');
      const status = params.string('status');
      const sessions = state.checkoutSessions
        .newestFirst()
        .filter((session) => customer === undefined || session.customer === customer)
        .filter((session) => subscription === undefined || session.subscription === subscription)
        .filter((session) => paymentIntent === undefined || session.payment_intent === paymentIntent)
        .filter((session) => status === undefined || session.status === status);
      return paginate(sessions, params, '/v1/checkout/sessions');
    },
  },
];
