// The ticker tape's fixed ranking, shared by the bff, the quotes service and the web client.
// This file must stay import-free so every runtime (Node and the browser bundle) can load it as plain data.

export interface TickerSymbol {
  symbol: string;
  name: string;
  rank: number;
}

// The spec fixes TSLA 1, AAPL 2, C 3 and BP 110 and elides the rest; ranks 4..109 are our pick of the
// largest, most-traded US-listed companies. Reordering changes what the tape shows, so treat it as a product change.
export const TICKER_SYMBOLS: readonly TickerSymbol[] = Object.freeze(
  [
    ['TSLA', 'Tesla, Inc.'],
    ['AAPL', 'Apple Inc.'],
    ['C', 'Citigroup Inc.'],
    ['MSFT', 'Microsoft Corporation'],
    ['NVDA', 'NVIDIA Corporation'],
    ['AMZN', 'Amazon.com, Inc.'],
    ['GOOGL', 'Alphabet Inc.'],
    ['META', 'Meta Platforms, Inc.'],
    ['JPM', 'JPMorgan Chase & Co.'],
    ['AMD', 'Advanced Micro Devices, Inc.'],
    ['NFLX', 'Netflix, Inc.'],
    ['BAC', 'Bank of America Corporation'],
    ['WFC', 'Wells Fargo & Company'],
    ['GS', 'The Goldman Sachs Group, Inc.'],
    ['MS', 'Morgan Stanley'],
    ['V', 'Visa Inc.'],
    ['MA', 'Mastercard Incorporated'],
    ['AVGO', 'Broadcom Inc.'],
    ['ORCL', 'Oracle Corporation'],
    ['INTC', 'Intel Corporation'],
    ['CSCO', 'Cisco Systems, Inc.'],
    ['ADBE', 'Adobe Inc.'],
    ['CRM', 'Salesforce, Inc.'],
    ['QCOM', 'QUALCOMM Incorporated'],
    ['TXN', 'Texas Instruments Incorporated'],
    ['IBM', 'International Business Machines Corporation'],
    ['MU', 'Micron Technology, Inc.'],
    ['PYPL', 'PayPal Holdings, Inc.'],
    ['UBER', 'Uber Technologies, Inc.'],
    ['PLTR', 'Palantir Technologies Inc.'],
    ['COIN', 'Coinbase Global, Inc.'],
    ['DIS', 'The Walt Disney Company'],
    ['NKE', 'NIKE, Inc.'],
    ['SBUX', 'Starbucks Corporation'],
    ['MCD', "McDonald's Corporation"],
    ['KO', 'The Coca-Cola Company'],
    ['PEP', 'PepsiCo, Inc.'],
    ['WMT', 'Walmart Inc.'],
    ['COST', 'Costco Wholesale Corporation'],
    ['HD', 'The Home Depot, Inc.'],
    ['LOW', "Lowe's Companies, Inc."],
    ['TGT', 'Target Corporation'],
    ['PG', 'The Procter & Gamble Company'],
    ['JNJ', 'Johnson & Johnson'],
    ['PFE', 'Pfizer Inc.'],
    ['MRK', 'Merck & Co., Inc.'],
    ['ABBV', 'AbbVie Inc.'],
    ['LLY', 'Eli Lilly and Company'],
    ['UNH', 'UnitedHealth Group Incorporated'],
    ['CVS', 'CVS Health Corporation'],
    ['AMGN', 'Amgen Inc.'],
    ['GILD', 'Gilead Sciences, Inc.'],
    ['BMY', 'Bristol-Myers Squibb Company'],
    ['MRNA', 'Moderna, Inc.'],
    ['TMO', 'Thermo Fisher Scientific Inc.'],
    ['ABT', 'Abbott Laboratories'],
    ['XOM', 'Exxon Mobil Corporation'],
    ['CVX', 'Chevron Corporation'],
    ['COP', 'ConocoPhillips'],
    ['OXY', 'Occidental Petroleum Corporation'],
    ['SLB', 'SLB'],
    ['BA', 'The Boeing Company'],
    ['CAT', 'Caterpillar Inc.'],
    ['DE', 'Deere & Company'],
    ['GE', 'GE Aerospace'],
    ['HON', 'Honeywell International Inc.'],
    ['LMT', 'Lockheed Martin Corporation'],
    ['RTX', 'RTX Corporation'],
    ['UPS', 'United Parcel Service, Inc.'],
    ['FDX', 'FedEx Corporation'],
    ['F', 'Ford Motor Company'],
    ['GM', 'General Motors Company'],
    ['RIVN', 'Rivian Automotive, Inc.'],
    ['LCID', 'Lucid Group, Inc.'],
    ['T', 'AT&T Inc.'],
    ['VZ', 'Verizon Communications Inc.'],
    ['TMUS', 'T-Mobile US, Inc.'],
    ['CMCSA', 'Comcast Corporation'],
    ['AXP', 'American Express Company'],
    ['SCHW', 'The Charles Schwab Corporation'],
    ['BLK', 'BlackRock, Inc.'],
    ['USB', 'U.S. Bancorp'],
    ['PNC', 'The PNC Financial Services Group, Inc.'],
    ['COF', 'Capital One Financial Corporation'],
    ['ABNB', 'Airbnb, Inc.'],
    ['BKNG', 'Booking Holdings Inc.'],
    ['SNOW', 'Snowflake Inc.'],
    ['NOW', 'ServiceNow, Inc.'],
    ['INTU', 'Intuit Inc.'],
    ['AMAT', 'Applied Materials, Inc.'],
    ['LRCX', 'Lam Research Corporation'],
    ['ADI', 'Analog Devices, Inc.'],
    ['PANW', 'Palo Alto Networks, Inc.'],
    ['CRWD', 'CrowdStrike Holdings, Inc.'],
    ['DELL', 'Dell Technologies Inc.'],
    ['HPQ', 'HP Inc.'],
    ['SMCI', 'Super Micro Computer, Inc.'],
    ['MRVL', 'Marvell Technology, Inc.'],
    ['WBD', 'Warner Bros. Discovery, Inc.'],
    ['CCL', 'Carnival Corporation & plc'],
    ['AAL', 'American Airlines Group Inc.'],
    ['DAL', 'Delta Air Lines, Inc.'],
    ['UAL', 'United Airlines Holdings, Inc.'],
    ['MO', 'Altria Group, Inc.'],
    ['PM', 'Philip Morris International Inc.'],
    ['MDLZ', 'Mondelez International, Inc.'],
    ['KHC', 'The Kraft Heinz Company'],
    ['CL', 'Colgate-Palmolive Company'],
    ['HOOD', 'Robinhood Markets, Inc.'],
    ['BP', 'BP p.l.c.'],
  ].map(([symbol, name], index) => Object.freeze({ symbol, name, rank: index + 1 })),
);

// Index trackers lead the tape ahead of the ranked companies, so they carry rank 0 rather than a place in
// the spec's 1..110 ranking. ETFs, because a delayed-quote API quotes them like any stock (no ^GSPC-style symbols).
export const INDEX_SYMBOLS: readonly TickerSymbol[] = Object.freeze(
  [
    ['SPY', 'SPDR S&P 500 ETF Trust'],
    ['DIA', 'SPDR Dow Jones Industrial Average ETF Trust'],
    ['QQQ', 'Invesco QQQ Trust'],
  ].map(([symbol, name]) => Object.freeze({ symbol, name, rank: 0 })),
);

const RANK_BY_SYMBOL: ReadonlyMap<string, number> = new Map(
  [...INDEX_SYMBOLS, ...TICKER_SYMBOLS].map((entry) => [entry.symbol, entry.rank]),
);

/** The symbol's fixed rank (0 for an index); for a symbol outside the list, the position it was given. */
export function rankOf(symbol: string, position: number): number {
  return RANK_BY_SYMBOL.get(symbol.trim().toUpperCase()) ?? position;
}
