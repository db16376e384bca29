/** Spec §8: the ticker tape's texts, word for word. */
export const TICKER_MESSAGES = {
  loading: 'Loading...',
  fetchFailed: 'Error: Failed to fetch data. Please try again later.',
} as const;
