// Exchange-traded funds that content names besides the index trackers (universe/index-funds.ts): the spot
// bitcoin and ether trusts of the crypto watch lists and the largest gold trust, at plausible late-2025 levels
// (the price a share trades around: a fraction of a bitcoin, an ether or an ounce of gold, less fees).
export interface ExchangeTradedFund {
  symbol: string;
  /** The fund's name as its issuer writes it. */
  name: string;
  /** US dollars a share. */
  referencePrice: number;
}

export const EXCHANGE_TRADED_FUNDS: readonly ExchangeTradedFund[] = Object.freeze([
  { symbol: 'IBIT', name: 'iShares Bitcoin Trust ETF', referencePrice: 55 },
  { symbol: 'FBTC', name: 'Fidelity Wise Origin Bitcoin Fund', referencePrice: 82 },
  { symbol: 'ETHA', name: 'iShares Ethereum Trust ETF', referencePrice: 24 },
  { symbol: 'GLD', name: 'SPDR Gold Shares', referencePrice: 375 },
]);
