import { authenticationAction, AUTHENTICATION_FAILED, CONFIRMABLE, errorFromDecline, type CardResponse } from './charging.js';
import type { EmulatorContext } from './context.js';
import { invalidRequest } from './errors.js';
import { diffTopLevel } from './events.js';
import { clone, type SetupIntentRecord } from './records.js';
import { attachPaymentMethod } from './resources/payment-methods.js';
import { newId, randomToken } from './state.js';
import { testCardFor } from './test-cards.js';

/**
 * SetupIntents: checking a card for later off-session use without taking money. A decline card
 * fails as it would on attach; a 3D Secure card asks for authentication once, after which it
 * renews off-session without asking (the cardholder's `authenticated` mark).
 */

/** Checking a card for future use (SetupIntent): declines as on attach, asks for 3D Secure once. */
function setupResponse(context: EmulatorContext, paymentMethodId: string): CardResponse {
  const secret = context.state.cards.get(paymentMethodId);
  if (!secret) return { kind: 'approved' };
  const card = testCardFor(secret.number);
  if (card.decline && card.declineOnAttach) return { kind: 'declined', decline: card.decline };
  if (card.authentication && !secret.authenticated) return { kind: 'authentication_required' };
  return { kind: 'approved' };
}

export function createSetupIntent(
  context: EmulatorContext,
  input: { customer: string | null; paymentMethod: string | null; metadata?: Record<string, string>; usage?: string },
): SetupIntentRecord {
  const id = newId('seti');
  const intent: SetupIntentRecord = {
    id,
    object: 'setup_intent',
    allowed_payment_method_types: null,
    application: null,
    automatic_payment_methods: null,
    cancellation_reason: null,
    client_secret: `${id}_secret_${randomToken(25)}`,
    created: context.clock.now(),
    customer: input.customer,
    description: null,
    excluded_payment_method_types: null,
    flow_directions: null,
    last_setup_error: null,
    latest_attempt: null,
    livemode: false,
    mandate: null,
    metadata: input.metadata ?? {},
    next_action: null,
    on_behalf_of: null,
    payment_method: input.paymentMethod,
    payment_method_configuration_details: null,
    payment_method_options: null,
    payment_method_types: ['card'],
    single_use_mandate: null,
    status: input.paymentMethod ? 'requires_confirmation' : 'requires_payment_method',
    usage: input.usage ?? 'off_session',
  };
  context.state.setupIntents.insert(intent);
  context.events.emit('setup_intent.created', intent);
  return intent;
}

export function confirmSetupIntent(
  context: EmulatorContext,
  intent: SetupIntentRecord,
  paymentMethod?: string,
): CardResponse | null {
  if (!CONFIRMABLE.includes(intent.status)) {
    throw invalidRequest(
      `You cannot confirm this SetupIntent because it has a status of ${intent.status}.`,
      undefined,
      'setup_intent_unexpected_state',
    );
  }
  const before = clone(intent);
  if (paymentMethod) intent.payment_method = paymentMethod;
  const paymentMethodId = typeof intent.payment_method === 'string' ? intent.payment_method : null;
  if (!paymentMethodId) return null;
  const response = setupResponse(context, paymentMethodId);
  applySetupResponse(context, intent, paymentMethodId, response);
  context.events.emit(setupEventForStatus(intent.status), intent, diffTopLevel(before, intent));
  return response;
}

export function completeSetupAuthentication(context: EmulatorContext, intent: SetupIntentRecord, passed: boolean): void {
  if (intent.status !== 'requires_action') {
    throw invalidRequest(
      `This SetupIntent does not need authentication (status ${intent.status}).`,
      undefined,
      'setup_intent_unexpected_state',
    );
  }
  const before = clone(intent);
  const paymentMethodId = typeof intent.payment_method === 'string' ? intent.payment_method : '';
  if (passed) {
    const secret = context.state.cards.get(paymentMethodId);
    if (secret) secret.authenticated = true;
    applySetupResponse(context, intent, paymentMethodId, { kind: 'approved' });
  } else {
    intent.status = 'requires_payment_method';
    intent.next_action = null;
    intent.last_setup_error = {
      type: 'card_error',
      code: 'setup_intent_authentication_failure',
      doc_url: 'https://stripe.com/docs/error-codes/setup-intent-authentication-failure',
      message: AUTHENTICATION_FAILED,
      payment_method: clone(context.state.paymentMethods.get(paymentMethodId)),
    };
    intent.payment_method = null;
  }
  context.events.emit(setupEventForStatus(intent.status), intent, diffTopLevel(before, intent));
}

function applySetupResponse(
  context: EmulatorContext,
  intent: SetupIntentRecord,
  paymentMethodId: string,
  response: CardResponse,
): void {
  intent.next_action = null;
  switch (response.kind) {
    case 'approved': {
      intent.status = 'succeeded';
      intent.last_setup_error = null;
      const paymentMethod = context.state.paymentMethods.get(paymentMethodId);
      if (typeof intent.customer === 'string' && paymentMethod && !paymentMethod.customer) {
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
      intent.last_setup_error = errorFromDecline(response.decline, context.state.paymentMethods.get(paymentMethodId));
      intent.payment_method = null;
      return;
  }
}

function setupEventForStatus(status: string): string {
  if (status === 'succeeded') return 'setup_intent.succeeded';
  if (status === 'requires_action') return 'setup_intent.requires_action';
  return 'setup_intent.setup_failed';
}
