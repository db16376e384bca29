import { createContext, useContext } from 'react';

/** Where the payment library stands: still loading, ready for card entry, or failed to load. */
export type PaymentLibraryStatus = 'loading' | 'ready' | 'unavailable';

export const PaymentLibraryStatusContext = createContext<PaymentLibraryStatus>('loading');

export function usePaymentLibraryStatus(): PaymentLibraryStatus {
  return useContext(PaymentLibraryStatusContext);
}
