import type { Route } from '../api.js';
import type { EmulatorContext } from '../context.js';
import type { PortalSessionRecord } from '../records.js';
import { newId } from '../state.js';
import { requireLiveCustomer } from './payment-methods.js';
import { paramList } from '../params.js';

const CREATE_PARAMS = paramList(`
  after_expiration configuration customer customer_account expand flow_data locale on_behalf_of return_url
`);

/** The emulator has one portal configuration: show subscriptions, cancel at period end, renew. */
export const PORTAL_CONFIGURATION = 'bpc_emulator_default';

function createPortalSession(context: EmulatorContext, customerId: string, returnUrl: string | null): PortalSessionRecord {
  const customer = requireLiveCustomer(context, customerId, 'customer');
  const id = newId('bps');
  const session: PortalSessionRecord = {
    id,
    object: 'billing_portal.session',
    configuration: PORTAL_CONFIGURATION,
    created: context.clock.now(),
    customer: customer.id,
    customer_account: null,
    flow: null,
    livemode: false,
    locale: null,
    on_behalf_of: null,
    return_url: returnUrl,
    url: `${context.baseUrl()}/billing_portal/${id}`,
  };
  context.state.portalSessions.insert(session);
  return session;
}

export const billingPortalRoutes: Route[] = [
  {
    method: 'POST',
    path: '/v1/billing_portal/sessions',
    auth: 'secret',
    handle: ({ params }, context) => {
      params.assertKnown(CREATE_PARAMS);
      return createPortalSession(context, params.requiredString('customer'), params.string('return_url') ?? null);
    },
  },
];
