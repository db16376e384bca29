import { PAGINATION_PARAMS, matchesCreated, paginate, type Route } from '../api.js';
import { runDueTransitions } from '../billing-engine.js';
import { createSubscription, type SubscriptionItemInput } from '../subscription-creation.js';
import { cancelSubscriptionNow, currentPeriod, markCancelAtPeriodEnd, publishSubscriptionChange } from '../subscription-rules.js';
import { DAY } from '../clock.js';
import type { EmulatorContext } from '../context.js';
import { redeemDiscounts } from '../discounts.js';
import { invalidRequest, missingParam } from '../errors.js';
import { paramList, mergeMetadata, type Params } from '../params.js';
import { clone, idOf, type SubscriptionRecord } from '../records.js';
import type { SubscriptionInternals } from '../state.js';
import { requireLiveCustomer } from './payment-methods.js';

/** The pinned API version's parameters (no `coupon` / `promotion_code`: discounts go through `discounts[]`). */
const CREATE_PARAMS = paramList(`
  add_invoice_items application_fee_percent automatic_tax backdate_start_date billing_cycle_anchor
  billing_cycle_anchor_config billing_mode billing_schedules billing_thresholds cancel_at cancel_at_period_end
  collection_method currency customer customer_account days_until_due default_payment_method default_source
  default_tax_rates description discounts expand invoice_settings items metadata off_session on_behalf_of
  payment_behavior payment_settings pending_invoice_item_interval proration_behavior transfer_data trial_end
  trial_from_plan trial_period_days trial_settings
`);
const UPDATE_PARAMS = paramList(`
  add_invoice_items application_fee_percent automatic_tax billing_cycle_anchor billing_schedules
  billing_thresholds cancel_at cancel_at_period_end cancellation_details collection_method days_until_due
  default_payment_method default_source default_tax_rates description discounts expand invoice_settings items
  metadata off_session on_behalf_of pause_collection payment_behavior payment_settings
  pending_invoice_item_interval proration_behavior proration_date transfer_data trial_end trial_from_plan
  trial_settings
`);
const LIST_PARAMS = [
  ...PAGINATION_PARAMS,
  ...paramList(`
  automatic_tax collection_method created current_period_end current_period_start customer customer_account plan
  price status test_clock
`),
];
const PAYMENT_BEHAVIORS: readonly SubscriptionInternals['paymentBehavior'][] = [
  'allow_incomplete',
  'default_incomplete',
  'error_if_incomplete',
  'pending_if_incomplete',
];

function itemsOf(context: EmulatorContext, params: Params): SubscriptionItemInput[] {
  const items = params.objects('items');
  if (items.length === 0) throw missingParam('items');
  return items.map((item, index) => {
    if (item.has('price_data'))
      throw invalidRequest('price_data is not emulated: create the price first.', `items[${index}][price_data]`);
    const price = context.state.prices.require(item.requiredString('price'), `items[${index}][price]`);
    return { price, quantity: item.int('quantity') ?? 1, metadata: mergeMetadata(null, item.metadataUpdate()) };
  });
}

/** `trial_end` (a timestamp or `now`) wins over `trial_period_days`, which wins over the price's own trial. */
function trialEndOf(params: Params, items: SubscriptionItemInput[], now: number): number | null {
  if (params.string('trial_end') === 'now') return null;
  const trialEnd = params.int('trial_end');
  if (trialEnd !== undefined) return trialEnd;
  const days =
    params.int('trial_period_days') ??
    (params.bool('trial_from_plan') ? (items[0].price.recurring?.trial_period_days ?? undefined) : undefined);
  if (days === undefined || days === 0) return null;
  if (days < 0 || days > 730) throw invalidRequest('Invalid trial_period_days: must be between 0 and 730.', 'trial_period_days');
  return now + days * DAY;
}

function create(context: EmulatorContext, params: Params): SubscriptionRecord {
  params.assertKnown(CREATE_PARAMS);
  const customer = requireLiveCustomer(context, params.requiredString('customer'), 'customer');
  if ((params.string('collection_method') ?? 'charge_automatically') !== 'charge_automatically') {
    throw invalidRequest('The emulator only supports collection_method=charge_automatically.', 'collection_method');
  }
  const items = itemsOf(context, params);
  const paymentSettings = params.object('payment_settings');
  const endBehavior = params.object('trial_settings')?.object('end_behavior');
  return createSubscription(context, {
    customer,
    items,
    trialEnd: trialEndOf(params, items, context.clock.now()),
    defaultPaymentMethod: params.string('default_payment_method') ?? null,
    paymentBehavior: params.oneOf('payment_behavior', PAYMENT_BEHAVIORS) ?? 'allow_incomplete',
    saveDefaultPaymentMethod: paymentSettings?.oneOf('save_default_payment_method', ['on_subscription', 'off']) ?? null,
    missingPaymentMethod: endBehavior?.oneOf('missing_payment_method', ['cancel', 'create_invoice', 'pause']) ?? 'create_invoice',
    discounts: params.objects('discounts'),
    metadata: mergeMetadata(null, params.metadataUpdate()),
    description: params.string('description') ?? null,
    cancelAtPeriodEnd: params.bool('cancel_at_period_end') ?? false,
  });
}

function update(context: EmulatorContext, subscription: SubscriptionRecord, params: Params): SubscriptionRecord {
  params.assertKnown(UPDATE_PARAMS);
  if (['canceled', 'incomplete_expired'].includes(subscription.status)) {
    throw invalidRequest(
      `A canceled subscription can only update its cancellation_details and metadata.`,
      undefined,
      'invalid_canceled_subscription_fields',
    );
  }
  if (params.has('items')) throw invalidRequest('Changing subscription items is not emulated.', 'items');
  const now = context.clock.now();
  const before = clone(subscription);

  if (params.has('cancel_at_period_end')) markCancelAtPeriodEnd(subscription, params.bool('cancel_at_period_end') ?? false, now);
  if (params.has('cancel_at')) {
    const cancelAt = params.int('cancel_at') ?? null;
    if (cancelAt !== null && cancelAt <= now) throw invalidRequest('Invalid cancel_at: must be in the future.', 'cancel_at');
    subscription.cancel_at = cancelAt;
    subscription.cancel_at_period_end = cancelAt !== null && cancelAt === currentPeriod(subscription).end;
    subscription.canceled_at = cancelAt === null ? null : now;
  }
  const details = params.object('cancellation_details');
  if (details && subscription.cancellation_details) {
    subscription.cancellation_details.comment = details.string('comment') ?? subscription.cancellation_details.comment;
    subscription.cancellation_details.feedback = details.string('feedback') ?? subscription.cancellation_details.feedback;
  }
  if (params.has('default_payment_method')) {
    const id = params.string('default_payment_method') ?? null;
    const paymentMethod = id ? context.state.paymentMethods.get(id) : null;
    if (id && paymentMethod?.customer !== subscription.customer) {
      throw invalidRequest(
        `The customer does not have a payment method with the ID ${id}. The payment method must be attached to the customer.`,
        'default_payment_method',
      );
    }
    subscription.default_payment_method = id;
  }
  if (params.has('description')) subscription.description = params.string('description') ?? null;
  subscription.metadata = mergeMetadata(subscription.metadata, params.metadataUpdate());
  const saveDefault = params.object('payment_settings')?.oneOf('save_default_payment_method', ['on_subscription', 'off']);
  if (saveDefault && subscription.payment_settings) subscription.payment_settings.save_default_payment_method = saveDefault;
  if (params.has('discounts')) {
    subscription.discounts = redeemDiscounts(context, params.objects('discounts'), {
      customer: idOf(subscription.customer) ?? '',
      subscription: subscription.id,
      amount: subscription.items.data.reduce((sum, item) => sum + (item.price.unit_amount ?? 0) * (item.quantity ?? 1), 0),
      currency: subscription.currency,
    }).map((discount) => discount.id);
  }
  if (params.has('trial_end')) endTrialAt(subscription, params, now);

  publishSubscriptionChange(context, subscription, before);
  // Ending a trial now bills at once, inside this request, as Stripe does.
  runDueTransitions(context, now);
  return subscription;
}

function endTrialAt(subscription: SubscriptionRecord, params: Params, now: number): void {
  if (subscription.status !== 'trialing')
    throw invalidRequest('Only a trialing subscription can change its trial_end.', 'trial_end');
  const trialEnd = params.string('trial_end') === 'now' ? now : params.requiredInt('trial_end');
  if (trialEnd < now) throw invalidRequest('Invalid trial_end: must be now or in the future.', 'trial_end');
  subscription.trial_end = trialEnd;
  subscription.billing_cycle_anchor = trialEnd;
  for (const item of subscription.items.data) item.current_period_end = trialEnd;
}

export const subscriptionRoutes: Route[] = [
  { method: 'POST', path: '/v1/subscriptions', auth: 'secret', handle: ({ params }, context) => create(context, params) },
  {
    method: 'GET',
    path: '/v1/subscriptions/:id',
    auth: 'secret',
    handle: ({ pathParams }, { state }) => state.subscriptions.require(pathParams.id),
  },
  {
    method: 'POST',
    path: '/v1/subscriptions/:id',
    auth: 'secret',
    handle: ({ params, pathParams }, context) => update(context, context.state.subscriptions.require(pathParams.id), params),
  },
  {
    method: 'DELETE',
    path: '/v1/subscriptions/:id',
    auth: 'secret',
    handle: ({ params, pathParams }, context) => {
      params.assertKnown(['cancellation_details', 'expand', 'invoice_now', 'prorate']);
      const subscription = context.state.subscriptions.require(pathParams.id);
      if (subscription.status === 'canceled') {
        throw invalidRequest(`No such subscription: '${subscription.id}' is already canceled.`, 'id', 'resource_missing');
      }
      const details = params.object('cancellation_details');
      if (details && subscription.cancellation_details) {
        subscription.cancellation_details.comment = details.string('comment') ?? null;
        subscription.cancellation_details.feedback = details.string('feedback') ?? null;
      }
      cancelSubscriptionNow(context, subscription, 'cancellation_requested');
      return subscription;
    },
  },
  {
    method: 'DELETE',
    path: '/v1/subscriptions/:id/discount',
    auth: 'secret',
    handle: ({ pathParams }, context) => {
      const subscription = context.state.subscriptions.require(pathParams.id);
      const before = clone(subscription);
      const removed = subscription.discounts.map((discount) => idOf(discount) ?? '');
      subscription.discounts = [];
      publishSubscriptionChange(context, subscription, before);
      return { object: 'discount', id: removed[0] ?? null, deleted: true };
    },
  },
  {
    method: 'GET',
    path: '/v1/subscriptions',
    auth: 'secret',
    handle: ({ params }, { state }) => {
      params.assertKnown(LIST_PARAMS);
      const customer = params.string('customer');
      const price = params.string('price') ?? params.string('plan');
      // Without `status`, Stripe lists every subscription that is not canceled.
      const status = params.string('status');
      const statusMatches = (subscription: SubscriptionRecord) => {
        if (status === undefined) return subscription.status !== 'canceled';
        if (status === 'all') return true;
        if (status === 'ended') return ['canceled', 'incomplete_expired'].includes(subscription.status);
        return subscription.status === status;
      };
      const subscriptions = state.subscriptions
        .newestFirst()
        .filter((subscription) => customer === undefined || subscription.customer === customer)
        .filter((subscription) => price === undefined || subscription.items.data.some((item) => item.price.id === price))
        .filter(statusMatches)
        .filter((subscription) => matchesCreated(subscription.created, params));
      return paginate(subscriptions, params, '/v1/subscriptions');
    },
  },
];
