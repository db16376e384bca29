import { createHttpClient } from '../../../api/http-client.js';
import { readStoredToken } from '../../../api/token-storage.js';
import { apiBaseUrl } from '../../../config/env.js';

/** Where the status and cancel screens of earlier releases kept the token (spec §6). */
const LEGACY_TOKEN_KEY = 'authToken';

function readLegacyToken(): string | null {
  try {
    return window.localStorage.getItem(LEGACY_TOKEN_KEY);
  } catch {
    return null;
  }
}

/**
 * The client of /subscription-status and /cancel-subscription: the token under `token`, or, for a
 * visitor who still has one from an earlier release, under `authToken`.
 */
const statusPageApi = createHttpClient({
  baseUrl: apiBaseUrl,
  readToken: () => readStoredToken() ?? readLegacyToken(),
});

export function fetchSubscriptionStatus(): Promise<{ subscription_status?: string }> {
  return statusPageApi.get('/api/subscription-status/');
}

export function cancelSubscriptionWithStoredToken(): Promise<{ message?: string; error?: string } | undefined> {
  return statusPageApi.post('/api/cancel-subscription/');
}
