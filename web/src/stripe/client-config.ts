import type { ClientConfig } from '@mc/api';
import { api } from '../api/api-client.js';

export type { ClientConfig };

/** GET /api/client-config/: what the browser needs to reach Stripe (spec §3 "Configuration"). */
export function fetchClientConfig(): Promise<ClientConfig> {
  return api.get<ClientConfig>('/api/client-config/');
}
