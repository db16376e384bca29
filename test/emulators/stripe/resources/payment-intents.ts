import { PAGINATION_PARAMS, matchesCreated, paginate, type ApiRequest, type Route } from '../api.js';
import { onPaymentIntentChanged } from '../billing-engine.js';
import { confirmPaymentIntent, createPaymentIntent } from '../charging.js';
import type { EmulatorContext } from '../context.js';
import { cardError, invalidRequest, missingParam } from '../errors.js';
import { diffTopLevel } from '../events.js';
import { paramList, mergeMetadata, type Params } from '../params.js';
import { clone, type PaymentIntentRecord, type SetupIntentRecord } from '../records.js';
import { cardInputOf, createCardPaymentMethod, resolvePaymentMethod } from './payment-methods.js';

const CREATE_PARAMS = paramList(`
  amount currency allowed_payment_method_types amount_details application_fee_amount automatic_payment_methods
  capture_method confirm confirmation_method confirmation_token customer customer_account description
  error_on_requires_action excluded_payment_method_types expand hooks mandate mandate_data metadata off_session
  on_behalf_of payment_details payment_method payment_method_configuration payment_method_data
  payment_method_options payment_method_types radar_options receipt_email return_url setup_future_usage shipping
  statement_descriptor statement_descriptor_suffix transfer_data transfer_group use_stripe_sdk
`);
/** Confirm parameters, plus `client_secret` that Stripe.js sends with a publishable key. */
const CONFIRM_PARAMS = paramList(`
  allowed_payment_method_types amount_details amount_to_confirm capture_method confirmation_token
  error_on_requires_action excluded_payment_method_types expand hooks mandate mandate_data off_session
  payment_details payment_method payment_method_data payment_method_options radar_options receipt_email
  return_url setup_future_usage shipping use_stripe_sdk client_secret
`);

/** A browser (publishable key) may only touch an intent whose client secret it holds. */
export function requireClientSecret(request: ApiRequest, intent: PaymentIntentRecord | SetupIntentRecord): void {
  if (request.keyKind === 'secret') return;
  const given = request.params.string('client_secret');
  if (!given) throw missingParam('client_secret');
  if (given !== intent.client_secret) {
    const kind = intent.object === 'payment_intent' ? 'PaymentIntent' : 'SetupIntent';
    throw invalidRequest(
      `The client_secret provided does not match the client_secret associated with the ${kind}.`,
      'client_secret',
    );
  }
}

/** `payment_method` (an id or a `pm_card_*` test id) or inline `payment_method_data` for a card. */
export function paymentMethodFromParams(context: EmulatorContext, params: Params): string | undefined {
  const id = params.string('payment_method');
  if (id) return resolvePaymentMethod(context, id, 'payment_method').id;
  const data = params.object('payment_method_data');
  if (!data) return undefined;
  if (data.requiredString('type') !== 'card')
    throw invalidRequest('Only card payment methods are emulated.', 'payment_method_data[type]');
  return createCardPaymentMethod(context, cardInputOf(data)).id;
}

/** Confirms and answers like Stripe: a decline is a 402 card error that carries the intent. */
function confirm(context: EmulatorContext, intent: PaymentIntentRecord, params: Params): PaymentIntentRecord {
  const offSession = params.bool('off_session') ?? false;
  const paymentMethod = paymentMethodFromParams(context, params);
  if (!paymentMethod && !intent.payment_method) {
    throw invalidRequest(
      "You cannot confirm this PaymentIntent because it's missing a payment method. Update the PaymentIntent with a payment method and then confirm it again.",
      undefined,
      'payment_intent_unexpected_state',
    );
  }
  confirmPaymentIntent(context, intent, { paymentMethod, offSession });
  // Nobody can answer 3D Secure off-session, and `error_on_requires_action` says this integration
  // will not: either way Stripe fails the attempt instead of waiting in `requires_action`.
  if (intent.status === 'requires_action' && (offSession || params.bool('error_on_requires_action')))
    failAuthentication(context, intent);
  onPaymentIntentChanged(context, intent);
  const failure = intent.last_payment_error;
  if (intent.status === 'requires_payment_method' && failure) {
    throw cardError(
      {
        code: failure.code ?? 'card_declined',
        message: failure.message ?? 'Your card was declined.',
        decline_code: failure.decline_code,
      },
      { payment_intent: intent },
    );
  }
  return intent;
}

/** A payment that needed 3D Secure where nobody will answer it: Stripe declines it with `authentication_required`. */
function failAuthentication(context: EmulatorContext, intent: PaymentIntentRecord): void {
  const before = clone(intent);
  intent.last_payment_error = {
    type: 'card_error',
    code: 'authentication_required',
    decline_code: 'authentication_required',
    message: 'Your card was declined. This transaction requires authentication.',
    payment_method: clone(context.state.paymentMethods.get(String(intent.payment_method))),
  };
  intent.status = 'requires_payment_method';
  intent.next_action = null;
  context.events.emit('payment_intent.payment_failed', intent, diffTopLevel(before, intent));
}

export const paymentIntentRoutes: Route[] = [
  {
    method: 'POST',
    path: '/v1/payment_intents',
    auth: 'secret',
    handle: ({ params }, context) => {
      params.assertKnown(CREATE_PARAMS);
      const amount = params.requiredInt('amount');
      if (amount < 50) throw invalidRequest('Amount must be at least $0.50 usd', 'amount', 'amount_too_small');
      const customer = params.string('customer') ?? null;
      if (customer) context.state.customers.require(customer, 'customer');
      const intent = createPaymentIntent(context, {
        amount,
        currency: params.requiredString('currency').toLowerCase(),
        customer,
        paymentMethod: paymentMethodFromParams(context, params) ?? null,
        description: params.string('description') ?? null,
        metadata: mergeMetadata(null, params.metadataUpdate()),
        setupFutureUsage: params.oneOf('setup_future_usage', ['off_session', 'on_session']) ?? null,
      });
      return params.bool('confirm') ? confirm(context, intent, params) : intent;
    },
  },
  {
    method: 'GET',
    path: '/v1/payment_intents/:id',
    auth: 'publishable',
    handle: (request, { state }) => {
      const intent = state.paymentIntents.require(request.pathParams.id);
      requireClientSecret(request, intent);
      return intent;
    },
  },
  {
    method: 'POST',
    path: '/v1/payment_intents/:id/confirm',
    auth: 'publishable',
    handle: (request, context) => {
      request.params.assertKnown(CONFIRM_PARAMS);
      const intent = context.state.paymentIntents.require(request.pathParams.id);
      requireClientSecret(request, intent);
      return confirm(context, intent, request.params);
    },
  },
  {
    method: 'POST',
    path: '/v1/payment_intents/:id/cancel',
    auth: 'secret',
    handle: ({ params, pathParams }, context) => {
      params.assertKnown(['cancellation_reason', 'expand']);
      const intent = context.state.paymentIntents.require(pathParams.id);
      if (['succeeded', 'canceled'].includes(intent.status)) {
        throw invalidRequest(
          `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
          undefined,
          'payment_intent_unexpected_state',
        );
      }
      if (context.state.invoiceOfPaymentIntent.has(intent.id)) {
        throw invalidRequest(
          'This PaymentIntent belongs to an invoice: void the invoice instead.',
          undefined,
          'payment_intent_unexpected_state',
        );
      }
      const before = clone(intent);
      intent.status = 'canceled';
      intent.canceled_at = context.clock.now();
      intent.cancellation_reason =
        params.oneOf('cancellation_reason', ['duplicate', 'fraudulent', 'requested_by_customer', 'abandoned']) ?? null;
      context.events.emit('payment_intent.canceled', intent, diffTopLevel(before, intent));
      return intent;
    },
  },
  {
    method: 'GET',
    path: '/v1/payment_intents',
    auth: 'secret',
    handle: ({ params }, { state }) => {
      params.assertKnown([...PAGINATION_PARAMS, 'created', 'customer', 'customer_account']);
      const customer = params.string('customer');
      const intents = state.paymentIntents
        .newestFirst()
        .filter((intent) => customer === undefined || intent.customer === customer)
        .filter((intent) => matchesCreated(intent.created, params));
      return paginate(intents, params, '/v1/payment_intents');
    },
  },
];
