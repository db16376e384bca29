import { PAGINATION_PARAMS, matchesCreated, paginate, type Route } from '../api.js';
import type { Interval } from '../billing-period.js';
import type { EmulatorContext } from '../context.js';
import { invalidRequest, missingParam } from '../errors.js';
import { diffTopLevel } from '../events.js';
import { paramList, mergeMetadata, Params } from '../params.js';
import { clone, type PlanRecord, type PriceRecord } from '../records.js';
import { newId } from '../state.js';
import { createProduct } from './products.js';

const CREATE_PARAMS = paramList(`
  currency active billing_scheme currency_options custom_unit_amount expand lookup_key metadata nickname product
  product_data recurring tax_behavior tiers tiers_mode transfer_lookup_key transform_quantity unit_amount
  unit_amount_decimal
`);
const UPDATE_PARAMS = paramList(`
  active currency_options expand lookup_key metadata nickname tax_behavior transfer_lookup_key
`);
const LIST_PARAMS = [...PAGINATION_PARAMS, ...paramList('active created currency lookup_keys product recurring type')];
const INTERVALS: readonly Interval[] = ['day', 'week', 'month', 'year'];

/**
 * Lookup keys are unique among prices. Taking one that another price holds needs
 * `transfer_lookup_key=true`, which moves it (how plans get re-priced without code changes).
 */
function claimLookupKey(context: EmulatorContext, lookupKey: string, transfer: boolean, claimant: string): void {
  for (const holder of context.state.prices.values()) {
    if (holder.lookup_key !== lookupKey || holder.id === claimant) continue;
    if (!transfer) {
      throw invalidRequest(
        `A price (\`${holder.id}\`) already uses that lookup key. Pass transfer_lookup_key=true to move it.`,
        'lookup_key',
      );
    }
    holder.lookup_key = null;
    context.events.emit('price.updated', holder, { lookup_key: lookupKey });
  }
}

export function createPrice(context: EmulatorContext, params: Params): PriceRecord {
  const { state, clock, events } = context;
  const productData = params.object('product_data');
  const productId = params.string('product');
  if (!productId && !productData) throw missingParam('product');
  const product = productId
    ? state.products.require(productId, 'product')
    : createProduct(context, new Params({ name: productData?.requiredString('name') ?? '' }, 'product_data'));
  const unitAmount =
    params.int('unit_amount') ??
    (params.has('unit_amount_decimal') ? Math.round(params.number('unit_amount_decimal') ?? 0) : undefined);
  if (unitAmount === undefined) throw missingParam('unit_amount');
  if (unitAmount < 0) throw invalidRequest('Invalid unit_amount: must be at least 0.', 'unit_amount');
  const recurring = params.object('recurring');
  const interval = recurring?.oneOf('interval', INTERVALS);
  if (recurring && !interval) throw missingParam('recurring[interval]');
  const lookupKey = params.string('lookup_key') ?? null;
  const id = newId('price');
  if (lookupKey) claimLookupKey(context, lookupKey, params.bool('transfer_lookup_key') ?? false, id);

  const price: PriceRecord = {
    id,
    object: 'price',
    active: params.bool('active') ?? true,
    billing_scheme: 'per_unit',
    created: clock.now(),
    currency: params.requiredString('currency').toLowerCase(),
    custom_unit_amount: null,
    livemode: false,
    lookup_key: lookupKey,
    metadata: mergeMetadata(null, params.metadataUpdate()),
    nickname: params.string('nickname') ?? null,
    product: product.id,
    recurring:
      recurring && interval
        ? {
            interval,
            interval_count: recurring.int('interval_count') ?? 1,
            meter: null,
            trial_period_days: recurring.int('trial_period_days') ?? null,
            usage_type: 'licensed',
          }
        : null,
    tax_behavior: params.oneOf('tax_behavior', ['exclusive', 'inclusive', 'unspecified']) ?? 'unspecified',
    tiers_mode: null,
    transform_quantity: null,
    type: recurring ? 'recurring' : 'one_time',
    unit_amount: unitAmount,
    unit_amount_decimal: String(unitAmount),
  };
  if (price.recurring && price.recurring.interval_count < 1) {
    throw invalidRequest('Invalid recurring[interval_count]: must be at least 1.', 'recurring[interval_count]');
  }
  state.prices.insert(price);
  events.emit('price.created', price);
  return price;
}

/** The legacy `plan` that subscription items still carry beside `price`. */
export function planOf(price: PriceRecord): PlanRecord {
  const recurring = price.recurring ?? { interval: 'month', interval_count: 1, trial_period_days: null, usage_type: 'licensed' };
  return {
    id: price.id,
    object: 'plan',
    active: price.active,
    amount: price.unit_amount,
    amount_decimal: price.unit_amount_decimal,
    billing_scheme: price.billing_scheme,
    created: price.created,
    currency: price.currency,
    interval: recurring.interval,
    interval_count: recurring.interval_count,
    livemode: false,
    metadata: price.metadata,
    meter: null,
    nickname: price.nickname,
    product: price.product,
    tiers_mode: null,
    transform_usage: null,
    trial_period_days: recurring.trial_period_days,
    usage_type: recurring.usage_type,
  };
}

export const priceRoutes: Route[] = [
  {
    method: 'POST',
    path: '/v1/prices',
    auth: 'secret',
    handle: ({ params }, context) => {
      params.assertKnown(CREATE_PARAMS);
      return createPrice(context, params);
    },
  },
  {
    method: 'GET',
    path: '/v1/prices/:id',
    auth: 'secret',
    handle: ({ pathParams }, { state }) => state.prices.require(pathParams.id),
  },
  {
    method: 'POST',
    path: '/v1/prices/:id',
    auth: 'secret',
    handle: ({ params, pathParams }, context) => {
      params.assertKnown(UPDATE_PARAMS);
      const price = context.state.prices.require(pathParams.id);
      const before = clone(price);
      if (params.has('lookup_key')) {
        const lookupKey = params.string('lookup_key') ?? null;
        if (lookupKey) claimLookupKey(context, lookupKey, params.bool('transfer_lookup_key') ?? false, price.id);
        price.lookup_key = lookupKey;
      }
      if (params.has('active')) price.active = params.bool('active') ?? price.active;
      if (params.has('nickname')) price.nickname = params.string('nickname') ?? null;
      price.metadata = mergeMetadata(price.metadata, params.metadataUpdate());
      context.events.emit('price.updated', price, diffTopLevel(before, price));
      return price;
    },
  },
  {
    method: 'GET',
    path: '/v1/prices',
    auth: 'secret',
    handle: ({ params }, { state }) => {
      params.assertKnown(LIST_PARAMS);
      const lookupKeys = params.strings('lookup_keys');
      if (lookupKeys.length > 10) throw invalidRequest('You may pass at most 10 lookup_keys.', 'lookup_keys');
      const active = params.bool('active');
      const product = params.string('product');
      const type = params.oneOf('type', ['one_time', 'recurring']);
      const currency = params.string('currency')?.toLowerCase();
      const interval = params.object('recurring')?.string('interval');
      const prices = state.prices
        .newestFirst()
        .filter((price) => lookupKeys.length === 0 || (price.lookup_key !== null && lookupKeys.includes(price.lookup_key)))
        .filter((price) => active === undefined || price.active === active)
        .filter((price) => product === undefined || price.product === product)
        .filter((price) => type === undefined || price.type === type)
        .filter((price) => currency === undefined || price.currency === currency)
        .filter((price) => interval === undefined || price.recurring?.interval === interval)
        .filter((price) => matchesCreated(price.created, params));
      return paginate(prices, params, '/v1/prices');
    },
  },
];
