import type Stripe from 'stripe';
import { fromUnix, idOf } from '../stripe/stripe-values.js';
import { discountTotal } from '../invoices/invoice-fields.js';

/** What billing reads with a subscription, so that its details never need Stripe on a page view. */
export const SUBSCRIPTION_EXPANSIONS = [
  'default_payment_method',
  'latest_invoice.confirmation_secret',
  'pending_setup_intent',
  'discounts.promotion_code',
  'discounts.source.coupon',
];

type DiscountReference = string | Stripe.Discount | Stripe.DeletedDiscount | undefined;

/** What a customer recognises a discount by: the code they typed, else the coupon's name. */
export function discountLabel(discount: DiscountReference): string | null {
  if (!discount || typeof discount === 'string' || discount.deleted) return null;
  const promotionCode = discount.promotion_code;
  if (promotionCode && typeof promotionCode === 'object') return promotionCode.code;
  const coupon = discount.source?.coupon;
  if (coupon && typeof coupon === 'object') return coupon.name ?? coupon.id;
  return typeof coupon === 'string' ? coupon : null;
}

/** A discount still running when the next period starts (`once` and ended `repeating` ones are gone by then). */
function stillApplies(discount: DiscountReference, at: number): boolean {
  if (!discount || typeof discount === 'string' || discount.deleted) return false;
  const coupon = discount.source?.coupon;
  if (coupon && typeof coupon === 'object' && coupon.duration === 'once') return false;
  return discount.end === null || discount.end > at;
}

function paymentMethodLabel(paymentMethod: Stripe.Subscription['default_payment_method']): string | null {
  if (!paymentMethod || typeof paymentMethod === 'string' || !paymentMethod.card) return null;
  return `${paymentMethod.card.brand} •••• ${paymentMethod.card.last4}`;
}

/** SetupIntent states in which the card is not yet set up: the bank still has to confirm it. */
const SETUP_WAITING: readonly string[] = ['requires_action', 'requires_confirmation', 'requires_payment_method'];

/**
 * Whether the cardholder's bank still has to confirm (3-D Secure), with the client secret Stripe.js
 * resumes it with: the first invoice's payment while `incomplete`, or a trial's card set-up (Stripe
 * starts the trial at once, but a card that needs authentication cannot pay the first renewal).
 */
export function pendingAuthentication(remote: Stripe.Subscription): {
  awaitingAuthentication: boolean;
  confirmationSecret: string | null;
} {
  const invoice = remote.latest_invoice;
  if (remote.status === 'incomplete' && typeof invoice === 'object' && invoice?.status === 'open') {
    return { awaitingAuthentication: true, confirmationSecret: invoice.confirmation_secret?.client_secret ?? null };
  }
  const setup = remote.pending_setup_intent;
  if (remote.status === 'trialing' && typeof setup === 'object' && setup && SETUP_WAITING.includes(setup.status)) {
    return { awaitingAuthentication: true, confirmationSecret: setup.client_secret ?? null };
  }
  return { awaitingAuthentication: false, confirmationSecret: null };
}

/**
 * The row fields of a subscription read from Stripe (expanded with SUBSCRIPTION_EXPANSIONS), with
 * the next invoice Stripe previews for it (`undefined` when none will come).
 */
export function subscriptionFields(remote: Stripe.Subscription, upcoming: Stripe.Invoice | undefined) {
  const periodEnd = remote.items.data[0]?.current_period_end ?? remote.start_date;
  return {
    status: remote.status,
    cancelAtPeriodEnd: remote.cancel_at_period_end,
    currentPeriodEnd: fromUnix(periodEnd),
    trialEnd: remote.trial_end ? fromUnix(remote.trial_end) : null,
    startDate: fromUnix(remote.start_date),
    paymentMethod: paymentMethodLabel(remote.default_payment_method),
    coupon: discountLabel(remote.discounts[0]),
    latestInvoiceId: idOf(remote.latest_invoice) ?? null,
    nextInvoiceCents: upcoming ? upcoming.amount_due : null,
    nextDiscountCents: upcoming ? discountTotal(upcoming) : null,
    nextCoupon: upcoming ? discountLabel(remote.discounts.find((discount) => stillApplies(discount, periodEnd))) : null,
    detailsReadAt: new Date(),
    ...pendingAuthentication(remote),
  };
}
