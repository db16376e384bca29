import { createHttpClient } from '../../../api/http-client.js';
import { LEGACY_TOKEN_STORAGE_KEY, readStoredToken } from '../../../api/token-storage.js';
import { apiBaseUrl } from '../../../config/env.js';
import type { CancellationAnswer, SubscriptionStatusAnswer } from './billing-types.js';

function readLegacyToken(): string | null {
  try {
    return window.localStorage.getItem(LEGACY_TOKEN_STORAGE_KEY);
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

export function fetchSubscriptionStatus(signal?: AbortSignal): Promise<SubscriptionStatusAnswer> {
  return statusPageApi.get<SubscriptionStatusAnswer>('/api/subscription-status/', { signal });
}

export function cancelSubscriptionWithStoredToken(): Promise<CancellationAnswer> {
  return statusPageApi.post<CancellationAnswer>('/api/cancel-subscription/');
}
