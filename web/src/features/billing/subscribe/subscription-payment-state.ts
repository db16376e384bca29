/** What /subscription hands to /subscribe/payment through the navigation state. */
export interface SubscriptionPaymentState {
  priceId: string | null;
  /** The account the subscription is for (spec: clientReferenceId). */
  clientReferenceId: string | null;
}

export function readSubscriptionPaymentState(state: unknown): SubscriptionPaymentState | null {
  if (typeof state !== 'object' || state === null) return null;
  const { priceId, clientReferenceId } = state as Partial<SubscriptionPaymentState>;
  if (typeof priceId !== 'string' && priceId !== null) return null;
  return { priceId: priceId ?? null, clientReferenceId: clientReferenceId ? String(clientReferenceId) : null };
}
