import { api } from '../api/api-client.js';

/** GET /api/client-config/: what the browser needs to reach Stripe (spec §3 "Configuration"). */
export interface ClientConfig {
  stripe_publishable_key: string;
  /** Where Stripe.js is served: js.stripe.com in production, the Stripe emulator's `/v3/` locally and in tests. */
  stripe_js_url: string;
  pricing_table_id: string;
  customer_portal_url: string;
}

export function fetchClientConfig(): Promise<ClientConfig> {
  return api.get<ClientConfig>('/api/client-config/');
}
