import type { ClientConfig, Invoice, Plan, SubscriptionCreated, SubscriptionDetails, TrialEligibility } from '@mc/proto';
import type * as Api from '@mc/api';

/** Answers in the spec's snake_case; a field with nothing to show is `null`, never missing. */
export const planJson = (plan: Plan): Api.Plan => ({
  id: plan.id,
  name: plan.name,
  price: plan.price,
  description: plan.description,
  stripe_price_id: plan.stripePriceId,
});

export const subscriptionCreationJson = (created: SubscriptionCreated): Api.SubscriptionCreation => ({
  subscription: { id: created.subscriptionId, status: created.status },
  client_secret: created.clientSecret ?? null,
});

export const trialEligibilityJson = (eligibility: TrialEligibility): Api.TrialEligibilityAnswer => ({
  eligible: eligibility.eligible,
  trial_days: eligibility.trialDays,
  trial_end: eligibility.trialEnd ?? null,
  amount_today: eligibility.amountToday,
  currency: eligibility.currency,
  reason: eligibility.reason === 'card' || eligibility.reason === 'account' ? eligibility.reason : null,
  plan_amount: eligibility.planAmount,
});

export const detailsJson = (details: SubscriptionDetails): Api.SubscriptionDetails => ({
  plan_name: details.planName,
  plan_price: details.planPrice,
  discount_amount: details.discountAmount,
  coupon: details.coupon ?? null,
  amount_due: details.amountDue,
  next_invoice_amount: details.nextInvoiceAmount ?? null,
  next_discount_amount: details.nextDiscountAmount ?? null,
  next_coupon: details.nextCoupon ?? null,
  status: details.status,
  start_date: details.startDate,
  next_payment: details.nextPayment ?? null,
  payment_method: details.paymentMethod ?? null,
  payments_completed: details.paymentsCompleted,
  last_payment: details.lastPayment ?? null,
  previous_payment_date: details.previousPaymentDate ?? null,
  cancel_at_period_end: details.cancelAtPeriodEnd,
  current_period_end: details.currentPeriodEnd,
  payment_failed_on: details.paymentFailedOn ?? null,
  error: null,
});

export const invoiceJson = (invoice: Invoice): Api.Invoice => ({
  id: invoice.id,
  date: invoice.date,
  amount_due: invoice.amountDue,
  status: invoice.status,
});

export const clientConfigJson = (config: ClientConfig): Api.ClientConfig => ({
  stripe_publishable_key: config.stripePublishableKey,
  stripe_js_url: config.stripeJsUrl,
  pricing_table_id: config.pricingTableId ?? null,
  customer_portal_url: config.customerPortalUrl ?? null,
});
