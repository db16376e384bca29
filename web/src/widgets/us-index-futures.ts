/** The continuous front-month E-mini futures on the three US benchmark indices, as TradingView names them. */
export const US_INDEX_FUTURES = {
  sp500: 'CME_MINI:ES1!',
  nasdaq100: 'CME_MINI:NQ1!',
  dow: 'CBOT_MINI:YM1!',
} as const;
