/** Spec §9: how the ticker tape refreshes, scrolls and reads. */
export const TICKER_SETTINGS = {
  /** The quotes are fetched again every 5 minutes. */
  refreshIntervalMs: 300_000,
  /** The tape moves 1 px every 20 ms (50 px a second). */
  scrollStepPx: 1,
  scrollStepMs: 20,
  /** A link to the flagship portfolio follows every 5th quote. */
  promoEvery: 5,
  /** Longer company names are cut here and end in an ellipsis. */
  nameMaxLength: 20,
} as const;
