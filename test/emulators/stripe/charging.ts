import type { EmulatorContext } from './context.js';
import { invalidRequest } from './errors.js';
import { diffTopLevel } from './events.js';
import { clone, type LastPaymentError, type PaymentIntentRecord, type PaymentMethodRecord } from './records.js';
import { attachPaymentMethod } from './resources/payment-methods.js';
import { newId, randomToken, type Decline } from './state.js';
import { testCardFor } from './test-cards.js';

/**
 * Payments against Stripe's test cards: what the card answers, and how a PaymentIntent moves
 * through `requires_confirmation` → `succeeded` / `requires_action` / `requires_payment_method`.
 */

/** What the card network says to one attempt to move money (or, for setups, to check the card). */
export type CardResponse = { kind: 'approved' } | { kind: 'authentication_required' } | { kind: 'declined'; decline: Decline };

/**
 * The test-card rules for one payment. A 3D Secure card asks for authentication unless the
 * cardholder already authenticated it (…3155, set up before) and the payment is off-session, or
 * has just passed the challenge for this very payment; the control API can make a customer's next
 * payment decline whatever the card.
 */
export function cardResponse(
  context: EmulatorContext,
  paymentMethodId: string,
  customerId: string | null,
  situation: {
    offSession: boolean;
    justAuthenticated?: boolean;
    /** Foresee only: keep a forced decline for the real charge. */
    peek?: boolean;
  },
): CardResponse {
  if (customerId) {
    const forced = context.state.failNextPayment.get(customerId);
    if (forced) {
      if (!situation.peek) context.state.failNextPayment.delete(customerId);
      return { kind: 'declined', decline: forced };
    }
  }
  const secret = context.state.cards.get(paymentMethodId);
  if (!secret) return { kind: 'approved' };
  const card = testCardFor(secret.number);
  if (card.decline) return { kind: 'declined', decline: card.decline };
  if (situation.justAuthenticated || !card.authentication) return { kind: 'approved' };
  if (card.authentication === 'first_payment' && secret.authenticated && situation.offSession) return { kind: 'approved' };
  return { kind: 'authentication_required' };
}

export const AUTHENTICATION_FAILED =
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

export function errorFromDecline(decline: Decline, paymentMethod: PaymentMethodRecord | undefined): LastPaymentError {
  return {
    type: 'card_error',
    code: decline.code,
    ...(decline.declineCode ? { decline_code: decline.declineCode } : {}),
    doc_url: `https://stripe.com/docs/error-codes/${decline.code.replace(/_/g, '-')}`,
    message: decline.message,
    ...(paymentMethod ? { payment_method: clone(paymentMethod) } : {}),
  };
}

/** The `next_action` Stripe.js acts on; the emulator's stand-in shows its 3D Secure dialog for it. */
export function authenticationAction(
  context: EmulatorContext,
  intentId: string,
): { type: string; use_stripe_sdk: Record<string, string> } {
  return {
    type: 'use_stripe_sdk',
    use_stripe_sdk: {
      type: 'three_d_secure_redirect',
      stripe_js: `${context.baseUrl()}/__stripe_js/authenticate/${intentId}`,
    },
  };
}

export interface NewPaymentIntent {
  amount: number;
  currency: string;
  customer: string | null;
  paymentMethod: string | null;
  description?: string | null;
  metadata?: Record<string, string>;
  setupFutureUsage?: 'off_session' | 'on_session' | null;
}

export function createPaymentIntent(context: EmulatorContext, input: NewPaymentIntent): PaymentIntentRecord {
  const id = newId('pi');
  const intent: PaymentIntentRecord = {
    id,
    object: 'payment_intent',
    allowed_payment_method_types: null,
    amount: input.amount,
    amount_capturable: 0,
    amount_received: 0,
    application: null,
    application_fee_amount: null,
    automatic_payment_methods: null,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: 'automatic',
    client_secret: `${id}_secret_${randomToken(25)}`,
    confirmation_method: 'automatic',
    created: context.clock.now(),
    currency: input.currency,
    customer: input.customer,
    customer_account: null,
    description: input.description ?? null,
    excluded_payment_method_types: null,
    last_payment_error: null,
    latest_charge: null,
    livemode: false,
    managed_payments: null,
    metadata: input.metadata ?? {},
    next_action: null,
    on_behalf_of: null,
    payment_method: input.paymentMethod,
    payment_method_configuration_details: null,
    payment_method_options: null,
    payment_method_types: ['card'],
    payment_record: null,
    processing: null,
    receipt_email: null,
    review: null,
    setup_future_usage: input.setupFutureUsage ?? null,
    shipping: null,
    source: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: input.paymentMethod ? 'requires_confirmation' : 'requires_payment_method',
    transfer_group: null,
  };
  context.state.paymentIntents.insert(intent);
  context.events.emit('payment_intent.created', intent);
  return intent;
}

export const CONFIRMABLE = ['requires_payment_method', 'requires_confirmation', 'requires_action'];

/**
 * Tries to take the payment. Returns the card's response; the intent's status, events and errors
 * follow Stripe: approved → `succeeded`, 3D Secure → `requires_action`, declined →
 * `requires_payment_method` with `last_payment_error` (and no payment method).
 */
export function confirmPaymentIntent(
  context: EmulatorContext,
  intent: PaymentIntentRecord,
  options: { paymentMethod?: string; offSession: boolean },
): CardResponse | null {
  if (!CONFIRMABLE.includes(intent.status)) {
    throw invalidRequest(
      `You cannot confirm this PaymentIntent because it has a status of ${intent.status}.`,
      undefined,
      'payment_intent_unexpected_state',
    );
  }
  const before = clone(intent);
  if (options.paymentMethod) intent.payment_method = options.paymentMethod;
  const paymentMethodId = typeof intent.payment_method === 'string' ? intent.payment_method : null;
  if (!paymentMethodId) return null;
  const customerId = typeof intent.customer === 'string' ? intent.customer : null;
  const response = cardResponse(context, paymentMethodId, customerId, { offSession: options.offSession });
  applyResponse(context, intent, paymentMethodId, response);
  context.events.emit(eventForStatus(intent.status), intent, diffTopLevel(before, intent));
  return response;
}

/** The cardholder's answer in the 3D Secure dialog. */
export function completePaymentAuthentication(context: EmulatorContext, intent: PaymentIntentRecord, passed: boolean): void {
  if (intent.status !== 'requires_action') {
    throw invalidRequest(
      `This PaymentIntent does not need authentication (status ${intent.status}).`,
      undefined,
      'payment_intent_unexpected_state',
    );
  }
  const before = clone(intent);
  const paymentMethodId = typeof intent.payment_method === 'string' ? intent.payment_method : '';
  if (passed) {
    const secret = context.state.cards.get(paymentMethodId);
    if (secret) secret.authenticated = true;
    applyResponse(
      context,
      intent,
      paymentMethodId,
      cardResponse(context, paymentMethodId, null, { offSession: false, justAuthenticated: true }),
    );
  } else {
    intent.status = 'requires_payment_method';
    intent.next_action = null;
    intent.last_payment_error = {
      type: 'card_error',
      code: 'payment_intent_authentication_failure',
      doc_url: 'https://stripe.com/docs/error-codes/payment-intent-authentication-failure',
      message: AUTHENTICATION_FAILED,
      payment_method: clone(context.state.paymentMethods.get(paymentMethodId)),
    };
    intent.payment_method = null;
  }
  context.events.emit(eventForStatus(intent.status), intent, diffTopLevel(before, intent));
}

function applyResponse(
  context: EmulatorContext,
  intent: PaymentIntentRecord,
  paymentMethodId: string,
  response: CardResponse,
): void {
  intent.next_action = null;
  switch (response.kind) {
    case 'approved': {
      intent.status = 'succeeded';
      intent.amount_received = intent.amount;
      intent.latest_charge = newId('ch');
      intent.last_payment_error = null;
      const paymentMethod = context.state.paymentMethods.get(paymentMethodId);
      // `setup_future_usage` saves the card to the customer once the payment succeeds.
      if (intent.setup_future_usage && typeof intent.customer === 'string' && paymentMethod && !paymentMethod.customer) {
        attachPaymentMethod(context, paymentMethod, intent.customer);
      }
      return;
    }
    case 'authentication_required':
      intent.status = 'requires_action';
      intent.next_action = authenticationAction(context, intent.id);
      return;
    case 'declined':
      intent.status = 'requires_payment_method';
      intent.last_payment_error = errorFromDecline(response.decline, context.state.paymentMethods.get(paymentMethodId));
      intent.payment_method = null;
      return;
  }
}

function eventForStatus(status: string): string {
  if (status === 'succeeded') return 'payment_intent.succeeded';
  if (status === 'requires_action') return 'payment_intent.requires_action';
  return 'payment_intent.payment_failed';
}
