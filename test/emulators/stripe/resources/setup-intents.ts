import { PAGINATION_PARAMS, paginate, type Route } from '../api.js';
import { onSetupIntentChanged } from '../billing-engine.js';
import { confirmSetupIntent, createSetupIntent } from '../card-setup.js';
import type { EmulatorContext } from '../context.js';
import { cardError, invalidRequest } from '../errors.js';
import { diffTopLevel } from '../events.js';
import { paramList, mergeMetadata, type Params } from '../params.js';
import { clone, type SetupIntentRecord } from '../records.js';
import { paymentMethodFromParams, requireClientSecret } from './payment-intents.js';

const CREATE_PARAMS = paramList(`
  allowed_payment_method_types attach_to_self automatic_payment_methods confirm confirmation_token customer
  customer_account description excluded_payment_method_types expand flow_directions mandate_data metadata
  on_behalf_of payment_method payment_method_configuration payment_method_data payment_method_options
  payment_method_types return_url single_use usage use_stripe_sdk
`);
const CONFIRM_PARAMS = paramList(`
  allowed_payment_method_types confirmation_token expand mandate_data payment_method payment_method_data
  payment_method_options return_url use_stripe_sdk client_secret
`);

function confirm(context: EmulatorContext, intent: SetupIntentRecord, params: Params): SetupIntentRecord {
  const paymentMethod = paymentMethodFromParams(context, params);
  if (!paymentMethod && !intent.payment_method) {
    throw invalidRequest(
      "You cannot confirm this SetupIntent because it's missing a payment method.",
      undefined,
      'setup_intent_unexpected_state',
    );
  }
  confirmSetupIntent(context, intent, paymentMethod);
  onSetupIntentChanged(context, intent);
  const failure = intent.last_setup_error;
  if (intent.status === 'requires_payment_method' && failure) {
    throw cardError(
      {
        code: failure.code ?? 'card_declined',
        message: failure.message ?? 'Your card was declined.',
        decline_code: failure.decline_code,
      },
      { setup_intent: intent },
    );
  }
  return intent;
}

export const setupIntentRoutes: Route[] = [
  {
    method: 'POST',
    path: '/v1/setup_intents',
    auth: 'secret',
    handle: ({ params }, context) => {
      params.assertKnown(CREATE_PARAMS);
      const customer = params.string('customer') ?? null;
      if (customer) context.state.customers.require(customer, 'customer');
      const intent = createSetupIntent(context, {
        customer,
        paymentMethod: paymentMethodFromParams(context, params) ?? null,
        metadata: mergeMetadata(null, params.metadataUpdate()),
        usage: params.oneOf('usage', ['off_session', 'on_session']),
      });
      return params.bool('confirm') ? confirm(context, intent, params) : intent;
    },
  },
  {
    method: 'GET',
    path: '/v1/setup_intents/:id',
    auth: 'publishable',
    handle: (request, { state }) => {
      const intent = state.setupIntents.require(request.pathParams.id);
      requireClientSecret(request, intent);
      return intent;
    },
  },
  {
    method: 'POST',
    path: '/v1/setup_intents/:id/confirm',
    auth: 'publishable',
    handle: (request, context) => {
      request.params.assertKnown(CONFIRM_PARAMS);
      const intent = context.state.setupIntents.require(request.pathParams.id);
      requireClientSecret(request, intent);
      return confirm(context, intent, request.params);
    },
  },
  {
    method: 'POST',
    path: '/v1/setup_intents/:id/cancel',
    auth: 'secret',
    handle: ({ params, pathParams }, context) => {
      params.assertKnown(['cancellation_reason', 'expand']);
      const intent = context.state.setupIntents.require(pathParams.id);
      if (['succeeded', 'canceled'].includes(intent.status)) {
        throw invalidRequest(
          `You cannot cancel this SetupIntent because it has a status of ${intent.status}.`,
          undefined,
          'setup_intent_unexpected_state',
        );
      }
      const before = clone(intent);
      intent.status = 'canceled';
      intent.cancellation_reason =
        params.oneOf('cancellation_reason', ['abandoned', 'duplicate', 'requested_by_customer']) ?? null;
      context.events.emit('setup_intent.canceled', intent, diffTopLevel(before, intent));
      return intent;
    },
  },
  {
    method: 'GET',
    path: '/v1/setup_intents',
    auth: 'secret',
    handle: ({ params }, { state }) => {
      params.assertKnown([...PAGINATION_PARAMS, 'attach_to_self', 'created', 'customer', 'customer_account', 'payment_method']);
      const customer = params.string('customer');
      const intents = state.setupIntents.newestFirst().filter((intent) => customer === undefined || intent.customer === customer);
      return paginate(intents, params, '/v1/setup_intents');
    },
  },
];
