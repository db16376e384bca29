import type { Route } from '../api.js';
import { onPaymentIntentChanged, onSetupIntentChanged } from '../billing-engine.js';
import { completeSetupAuthentication } from '../card-setup.js';
import { completePaymentAuthentication } from '../charging.js';
import { requireClientSecret } from './payment-intents.js';

/**
 * The emulator's stand-in for Stripe's 3D Secure servers: the browser stand-in posts the
 * cardholder's choice here (`outcome=complete|fail`) and gets the updated intent back. Not part of
 * Stripe's API, hence outside `/v1`.
 */
export const threeDSecureRoutes: Route[] = [
  {
    method: 'POST',
    path: '/__stripe_js/authenticate/:id',
    auth: 'publishable',
    handle: (request, context) => {
      request.params.assertKnown(['client_secret', 'outcome']);
      const passed = request.params.oneOf('outcome', ['complete', 'fail']) === 'complete';
      const id = request.pathParams.id;
      if (id.startsWith('seti_')) {
        const intent = context.state.setupIntents.require(id);
        requireClientSecret(request, intent);
        completeSetupAuthentication(context, intent, passed);
        onSetupIntentChanged(context, intent);
        return intent;
      }
      const intent = context.state.paymentIntents.require(id);
      requireClientSecret(request, intent);
      completePaymentAuthentication(context, intent, passed);
      onPaymentIntentChanged(context, intent);
      return intent;
    },
  },
];
