import { useCallback, useEffect, useState } from 'react';
import { fetchInvoices, fetchSubscriptionDetails } from '../api/billing-api.js';
import type { Invoice, SubscriptionDetails } from '../api/billing-types.js';

export type SubscriptionOverview =
  | { status: 'loading' }
  | {
      status: 'ready';
      /** Null when there is no subscription: an error answer, or a failed fetch (spec §8: shown empty). */
      details: SubscriptionDetails | null;
      invoices: Invoice[];
    };

function detailsOrNothing(details: SubscriptionDetails | undefined): SubscriptionDetails | null {
  return details && !details.error ? details : null;
}

/** The profile's subscription details and invoices, fetched together; `reload` fetches them again. */
export function useSubscriptionOverview() {
  const [overview, setOverview] = useState<SubscriptionOverview>({ status: 'loading' });
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    let current = true;
    void Promise.all([
      fetchSubscriptionDetails().then(detailsOrNothing, () => null),
      fetchInvoices().catch((): Invoice[] => []),
    ]).then(([details, invoices]) => {
      if (current) setOverview({ status: 'ready', details, invoices });
    });
    return () => {
      current = false;
    };
  }, [generation]);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  return { overview, reload };
}
