import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../../api/api-client.js';
import { isNotFound } from '../../../api/api-errors.js';
import { invalidateForEveryViewer, useBffQuery } from '../../../api/bff-query.js';
import { billingKeys, fetchInvoices, fetchSubscriptionDetails, PLANS_PATH, SUBSCRIPTION_STATUS_PATH } from './billing-api.js';
import type { Invoice, Plan, PlansAnswer, SubscriptionDetails, SubscriptionStatusAnswer } from './billing-types.js';

/**
 * GET /api/get-plans/, narrowed by `select` (a function defined outside the component, such as
 * `offeredPlans`, so that it keeps its identity between renders).
 */
export function usePlans(select: (plans: readonly Plan[]) => Plan[]) {
  return useBffQuery<PlansAnswer, Plan[]>({
    key: billingKeys.plans(),
    path: PLANS_PATH,
    select: (answer) => select(answer.plans),
  });
}

/**
 * The signed-in user's subscription status (`GET /api/subscription-status/`): null when they have none
 * (an empty status, or a 404). Asked only while someone is signed in.
 */
export function useSubscriptionStatus({ signedIn }: { signedIn: boolean }) {
  return useBffQuery<string | null>({
    key: billingKeys.subscriptionStatus(),
    enabled: signedIn,
    load: async ({ signal }) => {
      try {
        const answer = await api.get<SubscriptionStatusAnswer>(SUBSCRIPTION_STATUS_PATH, { signal });
        return answer?.subscription_status || null;
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
  });
}

export interface SubscriptionOverview {
  /** Null when there is no subscription: an error answer, or a failed fetch (spec §8: shown empty). */
  details: SubscriptionDetails | null;
  invoices: Invoice[];
}

function detailsOrNothing(details: SubscriptionDetails | undefined): SubscriptionDetails | null {
  return details && !details.error ? details : null;
}

/** The profile's subscription details and invoices, fetched together; either failing shows empty (spec §8). */
export function useSubscriptionOverview() {
  return useBffQuery<SubscriptionOverview>({
    key: billingKeys.subscriptionOverview(),
    load: async ({ signal }) => {
      const [details, invoices] = await Promise.all([
        fetchSubscriptionDetails(signal).then(detailsOrNothing, () => null),
        fetchInvoices(signal).catch((): Invoice[] => []),
      ]);
      return { details, invoices };
    },
  });
}

/** The subscription's details alone (the confirmation's line); none on an error answer or a failure. */
export function useSubscriptionDetails() {
  return useBffQuery<SubscriptionDetails | null>({
    key: billingKeys.subscriptionDetails(),
    load: ({ signal }) => fetchSubscriptionDetails(signal).then(detailsOrNothing, () => null),
  });
}

/** After this tab subscribed or canceled: whatever shows the subscription (header, profile, /subscribe) reads it again. */
export function useSubscriptionChanged(): () => Promise<void> {
  const client = useQueryClient();
  return useCallback(() => invalidateForEveryViewer(client, billingKeys.subscription()), [client]);
}
