import { onPaymentIntentChanged, onSetupIntentChanged } from './billing-engine.js';
import { completeSetupAuthentication } from './card-setup.js';
import { cardResponse, completePaymentAuthentication, confirmPaymentIntent, createPaymentIntent } from './charging.js';
import { DAY } from './clock.js';
import type { EmulatorContext } from './context.js';
import { StripeApiError } from './errors.js';
import { Params } from './params.js';
import { clone, idOf, type CheckoutSessionRecord, type CustomerRecord, type PriceRecord } from './records.js';
import { createCustomer } from './resources/customers.js';
import {
  attachPaymentMethod,
  createCardPaymentMethod,
  requireLiveCustomer,
  type CardInput,
} from './resources/payment-methods.js';
import { createSubscription } from './subscription-creation.js';

/**
 * Paying a Checkout Session on the emulator's hosted page: the card is checked first (a decline is
 * shown on the page and creates nothing, as on Stripe's page), then the subscription or payment is
 * made; a 3D Secure card stops at the authentication step until the cardholder answers.
 */

/** What the hosted page shows after the cardholder pressed Pay. */
export type CheckoutAttempt =
  | { kind: 'completed'; redirectTo: string }
  | { kind: 'requires_authentication'; intent: string }
  | { kind: 'failed'; message: string };

export interface CheckoutPayment {
  card: CardInput;
  email: string | null;
  name: string | null;
}

export function sessionIsOpen(context: EmulatorContext, session: CheckoutSessionRecord): boolean {
  if (session.status === 'open' && session.expires_at <= context.clock.now()) {
    session.status = 'expired';
    context.events.emit('checkout.session.expired', session, { status: 'open' });
  }
  return session.status === 'open';
}

/**
 * Pays a session from the hosted page: declines are shown on the page without creating anything,
 * as on Stripe's page; a 3D Secure card stops at the authentication step.
 */
export function payCheckoutSession(
  context: EmulatorContext,
  session: CheckoutSessionRecord,
  payment: CheckoutPayment,
): CheckoutAttempt {
  if (!sessionIsOpen(context, session)) return { kind: 'failed', message: `This Checkout Session is ${session.status}.` };
  const internals = context.state.checkoutInternals.get(session.id);
  if (!internals) return { kind: 'failed', message: 'This Checkout Session cannot be paid.' };
  const email = session.customer_email ?? payment.email;
  try {
    const paymentMethod = createCardPaymentMethod(context, payment.card);
    const existing = session.customer ? requireLiveCustomer(context, idOf(session.customer) ?? '', 'customer') : undefined;
    const foreseen = cardResponse(context, paymentMethod.id, existing?.id ?? null, { offSession: false, peek: true });
    if (foreseen.kind === 'declined') return { kind: 'failed', message: foreseen.decline.message };
    const customer = existing ?? maybeCreateCustomer(context, session, email, payment.name);
    session.customer_details = {
      address: null,
      business_name: null,
      email: email ?? customer?.email ?? null,
      individual_name: null,
      name: payment.name,
      phone: null,
      tax_exempt: 'none',
      tax_ids: [],
    };
    return session.mode === 'subscription'
      ? startSubscription(context, session, customer, paymentMethod.id)
      : startPayment(context, session, customer, paymentMethod.id);
  } catch (error) {
    if (error instanceof StripeApiError) return { kind: 'failed', message: error.body.message };
    throw error;
  }
}

function maybeCreateCustomer(
  context: EmulatorContext,
  session: CheckoutSessionRecord,
  email: string | null,
  name: string | null,
): CustomerRecord | undefined {
  if (session.customer_creation === 'if_required') return undefined;
  const raw: Record<string, string> = {};
  if (email) raw.email = email;
  if (name) raw.name = name;
  const customer = createCustomer(context, new Params(raw));
  session.customer = customer.id;
  return customer;
}

function startSubscription(
  context: EmulatorContext,
  session: CheckoutSessionRecord,
  customer: CustomerRecord | undefined,
  paymentMethod: string,
): CheckoutAttempt {
  const internals = context.state.checkoutInternals.get(session.id)!;
  if (!customer) return { kind: 'failed', message: 'A subscription needs a customer.' };
  attachPaymentMethod(context, context.state.paymentMethods.require(paymentMethod), customer.id);
  const items = (session.line_items?.data ?? []).map((item) => ({
    price: context.state.prices.require((item.price as PriceRecord).id),
    quantity: item.quantity ?? 1,
    metadata: {},
  }));
  const subscription = createSubscription(context, {
    customer,
    items,
    trialEnd: internals.trialPeriodDays ? context.clock.now() + internals.trialPeriodDays * DAY : null,
    defaultPaymentMethod: paymentMethod,
    paymentBehavior: 'allow_incomplete',
    saveDefaultPaymentMethod: null,
    missingPaymentMethod: 'create_invoice',
    discounts: internals.discounts.map((entry, index) => new Params(entry, `discounts[${index}]`)),
    metadata: internals.subscriptionMetadata,
    description: null,
    cancelAtPeriodEnd: false,
    checkoutSession: session.id,
  });
  session.subscription = subscription.id;
  session.invoice = idOf(subscription.latest_invoice);
  const pendingPayment = [...context.state.paymentIntents.values()].find(
    (intent) => context.state.invoiceOfPaymentIntent.get(intent.id) === session.invoice && intent.status === 'requires_action',
  );
  const pendingSetup = context.state.setupIntents.get(idOf(subscription.pending_setup_intent) ?? '');
  const waiting = pendingPayment?.id ?? (pendingSetup?.status === 'requires_action' ? pendingSetup.id : null);
  if (waiting) {
    internals.pendingAuthentication = waiting;
    return { kind: 'requires_authentication', intent: waiting };
  }
  return complete(context, session);
}

function startPayment(
  context: EmulatorContext,
  session: CheckoutSessionRecord,
  customer: CustomerRecord | undefined,
  paymentMethod: string,
): CheckoutAttempt {
  const internals = context.state.checkoutInternals.get(session.id)!;
  const intent = createPaymentIntent(context, {
    amount: session.amount_total ?? 0,
    currency: session.currency ?? 'usd',
    customer: customer?.id ?? null,
    paymentMethod,
    metadata: internals.paymentIntentMetadata,
    setupFutureUsage: internals.setupFutureUsage,
  });
  session.payment_intent = intent.id;
  confirmPaymentIntent(context, intent, { offSession: false });
  if (intent.status === 'requires_action') {
    internals.pendingAuthentication = intent.id;
    return { kind: 'requires_authentication', intent: intent.id };
  }
  if (intent.status !== 'succeeded')
    return { kind: 'failed', message: intent.last_payment_error?.message ?? 'Your card was declined.' };
  return complete(context, session);
}

/** The cardholder's answer on the hosted 3D Secure step. */
export function authenticateCheckoutSession(
  context: EmulatorContext,
  session: CheckoutSessionRecord,
  passed: boolean,
): CheckoutAttempt {
  const internals = context.state.checkoutInternals.get(session.id);
  const pending = internals?.pendingAuthentication;
  if (!internals || !pending || !sessionIsOpen(context, session))
    return { kind: 'failed', message: 'Nothing is waiting for authentication.' };
  internals.pendingAuthentication = null;
  if (pending.startsWith('seti_')) {
    const intent = context.state.setupIntents.require(pending);
    completeSetupAuthentication(context, intent, passed);
    onSetupIntentChanged(context, intent);
    if (intent.status !== 'succeeded')
      return { kind: 'failed', message: intent.last_setup_error?.message ?? 'Authentication failed.' };
  } else {
    const intent = context.state.paymentIntents.require(pending);
    completePaymentAuthentication(context, intent, passed);
    onPaymentIntentChanged(context, intent);
    if (intent.status !== 'succeeded')
      return { kind: 'failed', message: intent.last_payment_error?.message ?? 'Authentication failed.' };
  }
  return complete(context, session);
}

function complete(context: EmulatorContext, session: CheckoutSessionRecord): CheckoutAttempt {
  const before = clone(session);
  session.status = 'complete';
  session.payment_status = (session.amount_total ?? 0) === 0 ? 'no_payment_required' : 'paid';
  const previous: Record<string, unknown> = {};
  for (const field of ['status', 'payment_status'] as const) previous[field] = before[field];
  context.events.emit('checkout.session.completed', session, previous);
  return { kind: 'completed', redirectTo: (session.success_url ?? '').replace('{CHECKOUT_SESSION_ID}', session.id) };
}
