/** Said on the window when this tab subscribed or canceled, so what shows the subscription's state reads it again. */
const SUBSCRIPTION_CHANGED = 'mc:subscription-changed';

export function announceSubscriptionChange(): void {
  window.dispatchEvent(new Event(SUBSCRIPTION_CHANGED));
}

/** Calls `listener` on every change this tab announces; returns the unsubscribe. */
export function onSubscriptionChange(listener: () => void): () => void {
  window.addEventListener(SUBSCRIPTION_CHANGED, listener);
  return () => window.removeEventListener(SUBSCRIPTION_CHANGED, listener);
}
