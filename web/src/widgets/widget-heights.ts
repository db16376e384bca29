/** Spec §9: the embedded widgets' heights in px. */
export const WIDGET_HEIGHT = {
  /** Charts, heatmaps and other full-size blocks. */
  large: 610,
  /** Screeners and other tables. */
  table: 490,
  tickerTape: 48,
} as const;
