import { PAGINATION_PARAMS, matchesCreated, paginate, type Route } from '../api.js';
import type { EmulatorContext } from '../context.js';
import { invalidRequest, missingParam } from '../errors.js';
import { diffTopLevel } from '../events.js';
import { paramList, mergeMetadata, type Params } from '../params.js';
import { clone, type CouponRecord } from '../records.js';
import { randomToken } from '../state.js';

const CREATE_PARAMS = paramList(`
  amount_off applies_to currency currency_options duration duration_in_months expand id max_redemptions metadata
  name percent_off redeem_by
`);

function createCoupon(context: EmulatorContext, params: Params): CouponRecord {
  const { state, clock } = context;
  const id = params.string('id') ?? randomToken(8);
  if (state.coupons.get(id)) throw invalidRequest('Coupon already exists.', 'id', 'resource_already_exists');
  const percentOff = params.number('percent_off') ?? null;
  const amountOff = params.int('amount_off') ?? null;
  if ((percentOff === null) === (amountOff === null)) {
    throw invalidRequest(
      'You must pass exactly one of percent_off or amount_off.',
      percentOff === null ? 'percent_off' : 'amount_off',
    );
  }
  if (percentOff !== null && (percentOff <= 0 || percentOff > 100)) {
    throw invalidRequest('Invalid percent_off: must be greater than 0 and at most 100.', 'percent_off');
  }
  const currency = params.string('currency')?.toLowerCase() ?? null;
  if (amountOff !== null && !currency) throw missingParam('currency');
  const duration = params.oneOf('duration', ['once', 'repeating', 'forever']) ?? 'once';
  const durationInMonths = params.int('duration_in_months') ?? null;
  if (duration === 'repeating' && durationInMonths === null) throw missingParam('duration_in_months');
  const coupon: CouponRecord = {
    id,
    object: 'coupon',
    amount_off: amountOff,
    created: clock.now(),
    currency,
    duration,
    duration_in_months: duration === 'repeating' ? durationInMonths : null,
    livemode: false,
    max_redemptions: params.int('max_redemptions') ?? null,
    metadata: mergeMetadata(null, params.metadataUpdate()),
    name: params.string('name') ?? null,
    percent_off: percentOff,
    redeem_by: params.int('redeem_by') ?? null,
    times_redeemed: 0,
    valid: true,
  };
  state.coupons.insert(coupon);
  context.events.emit('coupon.created', coupon);
  return coupon;
}

/** A coupon can be applied while it is valid, not past `redeem_by` and below `max_redemptions`. */
export function couponIsRedeemable(coupon: CouponRecord, now: number): boolean {
  return (
    coupon.valid &&
    (coupon.redeem_by === null || coupon.redeem_by > now) &&
    (coupon.max_redemptions === null || coupon.times_redeemed < coupon.max_redemptions)
  );
}

export const couponRoutes: Route[] = [
  {
    method: 'POST',
    path: '/v1/coupons',
    auth: 'secret',
    handle: ({ params }, context) => {
      params.assertKnown(CREATE_PARAMS);
      return createCoupon(context, params);
    },
  },
  {
    method: 'GET',
    path: '/v1/coupons/:id',
    auth: 'secret',
    handle: ({ pathParams }, { state }) => state.coupons.require(pathParams.id),
  },
  {
    method: 'POST',
    path: '/v1/coupons/:id',
    auth: 'secret',
    handle: ({ params, pathParams }, context) => {
      params.assertKnown(['currency_options', 'expand', 'metadata', 'name']);
      const coupon = context.state.coupons.require(pathParams.id);
      const before = clone(coupon);
      if (params.has('name')) coupon.name = params.string('name') ?? null;
      coupon.metadata = mergeMetadata(coupon.metadata, params.metadataUpdate());
      context.events.emit('coupon.updated', coupon, diffTopLevel(before, coupon));
      return coupon;
    },
  },
  {
    method: 'DELETE',
    path: '/v1/coupons/:id',
    auth: 'secret',
    handle: ({ pathParams }, context) => {
      const coupon = context.state.coupons.require(pathParams.id);
      // Discounts already granted keep working; the coupon just cannot be redeemed any more.
      coupon.valid = false;
      context.events.emit('coupon.deleted', coupon);
      return { id: coupon.id, object: 'coupon', deleted: true };
    },
  },
  {
    method: 'GET',
    path: '/v1/coupons',
    auth: 'secret',
    handle: ({ params }, { state }) => {
      params.assertKnown([...PAGINATION_PARAMS, 'created']);
      const coupons = state.coupons.newestFirst().filter((coupon) => matchesCreated(coupon.created, params));
      return paginate(coupons, params, '/v1/coupons');
    },
  },
];
