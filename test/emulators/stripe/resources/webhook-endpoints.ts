import { PAGINATION_PARAMS, paginate, type Route } from '../api.js';
import type { EmulatorContext } from '../context.js';
import { invalidRequest } from '../errors.js';
import { paramList, mergeMetadata, type Params } from '../params.js';
import type { WebhookEndpointRecord } from '../records.js';
import { newId, randomToken } from '../state.js';

const CREATE_PARAMS = paramList('enabled_events url api_version connect description expand metadata');
const UPDATE_PARAMS = paramList('description disabled enabled_events expand metadata url');

function validUrl(params: Params): string {
  const url = params.requiredString('url');
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error('protocol');
  } catch {
    throw invalidRequest(`Invalid URL: ${url}`, 'url', 'url_invalid');
  }
  return url;
}

function enabledEventsOf(params: Params): string[] {
  const events = params.strings('enabled_events');
  if (events.length === 0) throw invalidRequest('Missing required param: enabled_events.', 'enabled_events', 'parameter_missing');
  return events;
}

function createEndpoint(context: EmulatorContext, params: Params): WebhookEndpointRecord & { secret: string } {
  const endpoint: WebhookEndpointRecord = {
    id: newId('we'),
    object: 'webhook_endpoint',
    api_version: params.string('api_version') ?? null,
    application: null,
    created: context.clock.now(),
    description: params.string('description') ?? null,
    enabled_events: enabledEventsOf(params),
    livemode: false,
    metadata: mergeMetadata(null, params.metadataUpdate()),
    status: 'enabled',
    url: validUrl(params),
  };
  const secret = `whsec_${randomToken(32)}`;
  context.state.webhookEndpoints.insert(endpoint);
  context.state.webhookSecrets.set(endpoint.id, secret);
  // Stripe reveals the signing secret only in the answer to the create call.
  return { ...endpoint, secret };
}

export const webhookEndpointRoutes: Route[] = [
  {
    method: 'POST',
    path: '/v1/webhook_endpoints',
    auth: 'secret',
    handle: ({ params }, context) => {
      params.assertKnown(CREATE_PARAMS);
      return createEndpoint(context, params);
    },
  },
  {
    method: 'GET',
    path: '/v1/webhook_endpoints/:id',
    auth: 'secret',
    handle: ({ pathParams }, { state }) => state.webhookEndpoints.require(pathParams.id),
  },
  {
    method: 'POST',
    path: '/v1/webhook_endpoints/:id',
    auth: 'secret',
    handle: ({ params, pathParams }, { state }) => {
      params.assertKnown(UPDATE_PARAMS);
      const endpoint = state.webhookEndpoints.require(pathParams.id);
      if (params.has('url')) endpoint.url = validUrl(params);
      if (params.has('enabled_events')) endpoint.enabled_events = enabledEventsOf(params);
      if (params.has('disabled')) endpoint.status = params.bool('disabled') ? 'disabled' : 'enabled';
      if (params.has('description')) endpoint.description = params.string('description') ?? null;
      endpoint.metadata = mergeMetadata(endpoint.metadata, params.metadataUpdate());
      return endpoint;
    },
  },
  {
    method: 'DELETE',
    path: '/v1/webhook_endpoints/:id',
    auth: 'secret',
    handle: ({ pathParams }, { state }) => {
      const endpoint = state.webhookEndpoints.require(pathParams.id);
      state.webhookEndpoints.delete(endpoint.id);
      state.webhookSecrets.delete(endpoint.id);
      return { id: endpoint.id, object: 'webhook_endpoint', deleted: true };
    },
  },
  {
    method: 'GET',
    path: '/v1/webhook_endpoints',
    auth: 'secret',
    handle: ({ params }, { state }) => {
      params.assertKnown([...PAGINATION_PARAMS]);
      return paginate(state.webhookEndpoints.newestFirst(), params, '/v1/webhook_endpoints');
    },
  },
];
