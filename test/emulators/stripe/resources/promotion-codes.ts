import { PAGINATION_PARAMS, matchesCreated, paginate, type Route } from '../api.js';
import type { EmulatorContext } from '../context.js';
import { invalidRequest, missingParam } from '../errors.js';
import { diffTopLevel } from '../events.js';
import { paramList, mergeMetadata, type Params } from '../params.js';
import { clone, type PromotionCodeRecord } from '../records.js';
import { newId, randomToken } from '../state.js';

/** In the pinned API version a promotion code names its coupon through `promotion[coupon]`; a top-level `coupon` is rejected. */
const CREATE_PARAMS = paramList(`
  promotion active code customer customer_account expand expires_at max_redemptions metadata restrictions
`);
const UPDATE_PARAMS = paramList('active expand metadata restrictions');
const LIST_PARAMS = [...PAGINATION_PARAMS, ...paramList('active code coupon created customer customer_account')];

const sameCode = (a: string, b: string) => a.toUpperCase() === b.toUpperCase();

function createPromotionCode(context: EmulatorContext, params: Params): PromotionCodeRecord {
  const { state, clock } = context;
  const promotion = params.object('promotion');
  if (!promotion) throw missingParam('promotion');
  if (promotion.requiredString('type') !== 'coupon')
    throw invalidRequest('Invalid promotion[type]: must be coupon.', 'promotion[type]');
  const coupon = state.coupons.require(promotion.requiredString('coupon'), 'promotion[coupon]');
  const code = params.string('code') ?? randomToken(8).toUpperCase();
  if (!/^[a-zA-Z0-9_-]{1,500}$/.test(code))
    throw invalidRequest('Invalid code: use letters, digits, dashes and underscores.', 'code');
  for (const existing of state.promotionCodes.values()) {
    if (existing.active && sameCode(existing.code, code)) {
      throw invalidRequest(`An active promotion code with \`code: ${code}\` already exists.`, 'code');
    }
  }
  const restrictions = params.object('restrictions');
  const promotionCode: PromotionCodeRecord = {
    id: newId('promo'),
    object: 'promotion_code',
    active: params.bool('active') ?? true,
    code,
    created: clock.now(),
    customer: params.string('customer') ?? null,
    customer_account: null,
    expires_at: params.int('expires_at') ?? null,
    livemode: false,
    max_redemptions: params.int('max_redemptions') ?? null,
    metadata: mergeMetadata(null, params.metadataUpdate()),
    promotion: { coupon: coupon.id, type: 'coupon' },
    restrictions: {
      first_time_transaction: restrictions?.bool('first_time_transaction') ?? false,
      minimum_amount: restrictions?.int('minimum_amount') ?? null,
      minimum_amount_currency: restrictions?.string('minimum_amount_currency') ?? null,
    },
    times_redeemed: 0,
  };
  state.promotionCodes.insert(promotionCode);
  context.events.emit('promotion_code.created', promotionCode);
  return promotionCode;
}

export const promotionCodeRoutes: Route[] = [
  {
    method: 'POST',
    path: '/v1/promotion_codes',
    auth: 'secret',
    handle: ({ params }, context) => {
      params.assertKnown(CREATE_PARAMS);
      return createPromotionCode(context, params);
    },
  },
  {
    method: 'GET',
    path: '/v1/promotion_codes/:id',
    auth: 'secret',
    handle: ({ pathParams }, { state }) => state.promotionCodes.require(pathParams.id),
  },
  {
    method: 'POST',
    path: '/v1/promotion_codes/:id',
    auth: 'secret',
    handle: ({ params, pathParams }, context) => {
      params.assertKnown(UPDATE_PARAMS);
      const promotionCode = context.state.promotionCodes.require(pathParams.id);
      const before = clone(promotionCode);
      if (params.has('active')) promotionCode.active = params.bool('active') ?? promotionCode.active;
      promotionCode.metadata = mergeMetadata(promotionCode.metadata, params.metadataUpdate());
      context.events.emit('promotion_code.updated', promotionCode, diffTopLevel(before, promotionCode));
      return promotionCode;
    },
  },
  {
    method: 'GET',
    path: '/v1/promotion_codes',
    auth: 'secret',
    handle: ({ params }, { state }) => {
      params.assertKnown(LIST_PARAMS);
      const code = params.string('code');
      const active = params.bool('active');
      const coupon = params.string('coupon');
      const customer = params.string('customer');
      const promotionCodes = state.promotionCodes
        .newestFirst()
        // Customers type codes in any case; Stripe matches them case-insensitively.
        .filter((promotionCode) => code === undefined || sameCode(promotionCode.code, code))
        .filter((promotionCode) => active === undefined || promotionCode.active === active)
        .filter((promotionCode) => coupon === undefined || promotionCode.promotion.coupon === coupon)
        .filter((promotionCode) => customer === undefined || promotionCode.customer === customer)
        .filter((promotionCode) => matchesCreated(promotionCode.created, params));
      return paginate(promotionCodes, params, '/v1/promotion_codes');
    },
  },
];
