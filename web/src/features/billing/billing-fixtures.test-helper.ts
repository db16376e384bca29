import type { FakeRoute } from '../../testing/fake-fetch.js';
import type { Plan } from './api/billing-types.js';

/** The server's plans: ids 5 and 6 are the offered ones; the others must never show. */
export const serverPlans: Plan[] = [
  { id: 4, name: 'Legacy Monthly', price: '20.00', description: 'Every 4 weeks.', stripe_price_id: 'price_legacy_monthly' },
  { id: 5, name: 'Monthly', price: '20.00', description: 'Billed every month.', stripe_price_id: 'price_monthly' },
  { id: 6, name: 'Yearly', price: '199.00', description: 'Billed once a year.', stripe_price_id: 'price_yearly' },
  { id: 9, name: 'Internal', price: '1.00', description: 'Staff only.', stripe_price_id: 'price_internal' },
];

export const plansRoute: Record<string, FakeRoute> = { 'GET /api/get-plans/': { body: { plans: serverPlans } } };

/**
 * Holds every request made through `fetch` until `release()` is called, so a test can look at a
 * form while its request is on its way. Install after `installFakeFetch`.
 */
export function holdRequests(): { release: () => void } {
  const answering = globalThis.fetch;
  let release = () => undefined as void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  globalThis.fetch = ((...args: Parameters<typeof fetch>) => gate.then(() => answering(...args))) as typeof fetch;
  return { release };
}
