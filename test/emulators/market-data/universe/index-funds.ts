// The three index trackers the ticker tape leads with, at plausible late-2026 levels (they track the S&P 500,
// the Dow Jones Industrial Average and the Nasdaq-100, so their prices are the index levels scaled down).
export const INDEX_FUND_PRICES: Readonly<Record<string, number>> = Object.freeze({
  SPY: 690,
  DIA: 480,
  QQQ: 620,
});
