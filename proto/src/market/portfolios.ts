import { TICKER_SYMBOLS } from './ticker-symbols.js';

// The curated portfolios: the flagship (the ticker tape's 110 ranked stocks) and one portfolio per GICS sector
// of real US companies. Shared by the bff, the quotes service (which refreshes every symbol here) and the web
// client, so it imports nothing but the symbol list. Changing a list changes what subscribers see: treat it as
// a product change. Every symbol must exist in the market-data emulator's universe, in the same sector
// (test/emulators/market-data checks it).

/** The 11 sectors of the Global Industry Classification Standard (2023 structure). */
export const GICS_SECTORS = [
  'Communication Services',
  'Consumer Discretionary',
  'Consumer Staples',
  'Energy',
  'Financials',
  'Health Care',
  'Industrials',
  'Information Technology',
  'Materials',
  'Real Estate',
  'Utilities',
] as const;

export type GicsSector = (typeof GICS_SECTORS)[number];

export interface PortfolioMember {
  symbol: string;
  name: string;
}

export interface Portfolio {
  slug: string;
  title: string;
  description: string;
  /** The GICS sector every member belongs to; null for the flagship, which spans them all. */
  sector: GicsSector | null;
  /** In display order: the flagship's fixed ranking, the sector portfolios' curated order. */
  members: readonly PortfolioMember[];
}

export const FLAGSHIP_PORTFOLIO_SLUG = 'market-catalysts-flagship-stocks';

function members(list: readonly (readonly [string, string])[]): readonly PortfolioMember[] {
  return Object.freeze(list.map(([symbol, name]) => Object.freeze({ symbol, name })));
}

const FLAGSHIP: Portfolio = {
  slug: FLAGSHIP_PORTFOLIO_SLUG,
  title: 'Market Catalysts Flagship 110',
  description:
    'The 110 stocks our ticker tape follows, in its fixed ranking: the largest and most actively traded US-listed ' +
    'companies across every sector, from Tesla, Apple and Citigroup at the top to BP at number 110. Megacap ' +
    'technology, the big banks, chip makers, drug makers, energy majors and the consumer brands are all here, so ' +
    'their earnings dates, FDA decisions, dividends and conference calls add up to the catalyst calendar that moves ' +
    'the whole market.',
  sector: null,
  members: TICKER_SYMBOLS,
};

const SECTOR_PORTFOLIOS: readonly Portfolio[] = [
  {
    slug: 'technology-stocks',
    title: 'Technology Stocks',
    description:
      'Software, semiconductors and hardware leaders of the Information Technology sector: the chip designers and ' +
      'equipment makers behind AI data centers (NVIDIA, Broadcom, AMD, Applied Materials, Lam Research, KLA), the ' +
      'enterprise software and cybersecurity platforms (Microsoft, Oracle, Salesforce, ServiceNow, Palo Alto Networks, ' +
      'CrowdStrike), and Apple. Their quarterly reports, usually after the close, and their product and developer ' +
      'events are among the most watched catalysts of every earnings season.',
    sector: 'Information Technology',
    members: members([
      ['AAPL', 'Apple Inc.'],
      ['MSFT', 'Microsoft Corporation'],
      ['NVDA', 'NVIDIA Corporation'],
      ['AVGO', 'Broadcom Inc.'],
      ['ORCL', 'Oracle Corporation'],
      ['CRM', 'Salesforce, Inc.'],
      ['ADBE', 'Adobe Inc.'],
      ['AMD', 'Advanced Micro Devices, Inc.'],
      ['CSCO', 'Cisco Systems, Inc.'],
      ['INTC', 'Intel Corporation'],
      ['QCOM', 'QUALCOMM Incorporated'],
      ['TXN', 'Texas Instruments Incorporated'],
      ['IBM', 'International Business Machines Corporation'],
      ['MU', 'Micron Technology, Inc.'],
      ['INTU', 'Intuit Inc.'],
      ['NOW', 'ServiceNow, Inc.'],
      ['AMAT', 'Applied Materials, Inc.'],
      ['LRCX', 'Lam Research Corporation'],
      ['ADI', 'Analog Devices, Inc.'],
      ['KLAC', 'KLA Corporation'],
      ['PANW', 'Palo Alto Networks, Inc.'],
      ['CRWD', 'CrowdStrike Holdings, Inc.'],
      ['PLTR', 'Palantir Technologies Inc.'],
      ['ANET', 'Arista Networks, Inc.'],
      ['SNPS', 'Synopsys, Inc.'],
    ]),
  },
  {
    slug: 'financials-stocks',
    title: 'Financials Stocks',
    description:
      'Banks, payment networks, brokers, asset managers, exchanges and insurers. The money-center banks open every ' +
      'earnings season about two weeks after the quarter ends, and their results, net interest income and credit ' +
      'outlooks set the tone for the rest of the market; Visa, Mastercard and American Express read consumer ' +
      'spending, while Coinbase and Robinhood trade on crypto and retail activity.',
    sector: 'Financials',
    members: members([
      ['JPM', 'JPMorgan Chase & Co.'],
      ['V', 'Visa Inc.'],
      ['MA', 'Mastercard Incorporated'],
      ['BAC', 'Bank of America Corporation'],
      ['WFC', 'Wells Fargo & Company'],
      ['GS', 'The Goldman Sachs Group, Inc.'],
      ['MS', 'Morgan Stanley'],
      ['C', 'Citigroup Inc.'],
      ['AXP', 'American Express Company'],
      ['SCHW', 'The Charles Schwab Corporation'],
      ['BLK', 'BlackRock, Inc.'],
      ['SPGI', 'S&P Global Inc.'],
      ['PGR', 'The Progressive Corporation'],
      ['CB', 'Chubb Limited'],
      ['USB', 'U.S. Bancorp'],
      ['PNC', 'The PNC Financial Services Group, Inc.'],
      ['COF', 'Capital One Financial Corporation'],
      ['PYPL', 'PayPal Holdings, Inc.'],
      ['ICE', 'Intercontinental Exchange, Inc.'],
      ['CME', 'CME Group Inc.'],
      ['MCO', "Moody's Corporation"],
      ['KKR', 'KKR & Co. Inc.'],
      ['BX', 'Blackstone Inc.'],
      ['COIN', 'Coinbase Global, Inc.'],
      ['HOOD', 'Robinhood Markets, Inc.'],
    ]),
  },
  {
    slug: 'biopharma-healthcare-stocks',
    title: 'Biopharma & Healthcare Stocks',
    description:
      'Drug makers, biotechs, medical-device makers, insurers and hospital operators of the Health Care sector. ' +
      'Beyond quarterly earnings, this is where FDA catalysts live: PDUFA decision dates, advisory committee votes ' +
      'and Phase 2 and Phase 3 readouts can move a biotech by double digits in a day, while Medicare rate notices ' +
      'and medical-cost trends drive UnitedHealth, Elevance and Cigna.',
    sector: 'Health Care',
    members: members([
      ['LLY', 'Eli Lilly and Company'],
      ['JNJ', 'Johnson & Johnson'],
      ['ABBV', 'AbbVie Inc.'],
      ['UNH', 'UnitedHealth Group Incorporated'],
      ['MRK', 'Merck & Co., Inc.'],
      ['PFE', 'Pfizer Inc.'],
      ['ABT', 'Abbott Laboratories'],
      ['TMO', 'Thermo Fisher Scientific Inc.'],
      ['AMGN', 'Amgen Inc.'],
      ['GILD', 'Gilead Sciences, Inc.'],
      ['BMY', 'Bristol-Myers Squibb Company'],
      ['ISRG', 'Intuitive Surgical, Inc.'],
      ['DHR', 'Danaher Corporation'],
      ['SYK', 'Stryker Corporation'],
      ['BSX', 'Boston Scientific Corporation'],
      ['VRTX', 'Vertex Pharmaceuticals Incorporated'],
      ['REGN', 'Regeneron Pharmaceuticals, Inc.'],
      ['EW', 'Edwards Lifesciences Corporation'],
      ['CI', 'The Cigna Group'],
      ['ELV', 'Elevance Health, Inc.'],
      ['CVS', 'CVS Health Corporation'],
      ['HCA', 'HCA Healthcare, Inc.'],
      ['ALNY', 'Alnylam Pharmaceuticals, Inc.'],
      ['BIIB', 'Biogen Inc.'],
      ['MRNA', 'Moderna, Inc.'],
    ]),
  },
  {
    slug: 'consumer-discretionary-stocks',
    title: 'Consumer Discretionary Stocks',
    description:
      'Retailers, automakers, restaurants, homebuilders and travel companies: the businesses that sell what ' +
      'households buy when they feel confident. Amazon and Tesla dominate the sector by size; monthly retail sales, ' +
      'consumer sentiment and holiday-season reports move the retailers, delivery numbers move the automakers, and ' +
      'booking trends move Booking, Airbnb, Marriott and Hilton.',
    sector: 'Consumer Discretionary',
    members: members([
      ['AMZN', 'Amazon.com, Inc.'],
      ['TSLA', 'Tesla, Inc.'],
      ['HD', 'The Home Depot, Inc.'],
      ['MCD', "McDonald's Corporation"],
      ['LOW', "Lowe's Companies, Inc."],
      ['NKE', 'NIKE, Inc.'],
      ['SBUX', 'Starbucks Corporation'],
      ['TJX', 'The TJX Companies, Inc.'],
      ['BKNG', 'Booking Holdings Inc.'],
      ['ABNB', 'Airbnb, Inc.'],
      ['CMG', 'Chipotle Mexican Grill, Inc.'],
      ['ORLY', "O'Reilly Automotive, Inc."],
      ['AZO', 'AutoZone, Inc.'],
      ['MAR', 'Marriott International, Inc.'],
      ['HLT', 'Hilton Worldwide Holdings Inc.'],
      ['GM', 'General Motors Company'],
      ['F', 'Ford Motor Company'],
      ['RIVN', 'Rivian Automotive, Inc.'],
      ['ROST', 'Ross Stores, Inc.'],
      ['DHI', 'D.R. Horton, Inc.'],
      ['LEN', 'Lennar Corporation'],
      ['YUM', 'Yum! Brands, Inc.'],
      ['DASH', 'DoorDash, Inc.'],
      ['EBAY', 'eBay Inc.'],
      ['RCL', 'Royal Caribbean Cruises Ltd.'],
    ]),
  },
  {
    slug: 'industrials-stocks',
    title: 'Industrials Stocks',
    description:
      'Aerospace and defense contractors, machinery makers, railroads, parcel carriers, airlines and the ' +
      'companies building out the power grid. Their order books and backlogs track the business cycle: watch ' +
      'the ISM manufacturing survey, airline traffic, defense budgets and Boeing delivery reports alongside their ' +
      'earnings, most of which come before the open.',
    sector: 'Industrials',
    members: members([
      ['GE', 'GE Aerospace'],
      ['CAT', 'Caterpillar Inc.'],
      ['RTX', 'RTX Corporation'],
      ['BA', 'The Boeing Company'],
      ['HON', 'Honeywell International Inc.'],
      ['UNP', 'Union Pacific Corporation'],
      ['DE', 'Deere & Company'],
      ['LMT', 'Lockheed Martin Corporation'],
      ['UPS', 'United Parcel Service, Inc.'],
      ['FDX', 'FedEx Corporation'],
      ['UBER', 'Uber Technologies, Inc.'],
      ['ADP', 'Automatic Data Processing, Inc.'],
      ['GD', 'General Dynamics Corporation'],
      ['NOC', 'Northrop Grumman Corporation'],
      ['WM', 'Waste Management, Inc.'],
      ['ITW', 'Illinois Tool Works Inc.'],
      ['EMR', 'Emerson Electric Co.'],
      ['MMM', '3M Company'],
      ['CSX', 'CSX Corporation'],
      ['NSC', 'Norfolk Southern Corporation'],
      ['PH', 'Parker-Hannifin Corporation'],
      ['CTAS', 'Cintas Corporation'],
      ['GEV', 'GE Vernova Inc.'],
      ['PWR', 'Quanta Services, Inc.'],
      ['DAL', 'Delta Air Lines, Inc.'],
    ]),
  },
  {
    slug: 'communication-services-stocks',
    title: 'Communication Services Stocks',
    description:
      'Search, social media, streaming, video games, telecom carriers and media groups. Alphabet and Meta earn most ' +
      'of their revenue from advertising, so their reports read the ad market for everyone; Netflix and Disney ' +
      'report subscribers and content spending, and AT&T, Verizon and T-Mobile trade on wireless subscriber growth ' +
      'and their dividends.',
    sector: 'Communication Services',
    members: members([
      ['GOOGL', 'Alphabet Inc.'],
      ['META', 'Meta Platforms, Inc.'],
      ['NFLX', 'Netflix, Inc.'],
      ['DIS', 'The Walt Disney Company'],
      ['CMCSA', 'Comcast Corporation'],
      ['T', 'AT&T Inc.'],
      ['VZ', 'Verizon Communications Inc.'],
      ['TMUS', 'T-Mobile US, Inc.'],
      ['WBD', 'Warner Bros. Discovery, Inc.'],
      ['CHTR', 'Charter Communications, Inc.'],
      ['TTWO', 'Take-Two Interactive Software, Inc.'],
      ['LYV', 'Live Nation Entertainment, Inc.'],
      ['FOXA', 'Fox Corporation'],
      ['NWSA', 'News Corporation'],
      ['MTCH', 'Match Group, Inc.'],
      ['SNAP', 'Snap Inc.'],
      ['PINS', 'Pinterest, Inc.'],
      ['RBLX', 'Roblox Corporation'],
      ['RDDT', 'Reddit, Inc.'],
      ['ROKU', 'Roku, Inc.'],
      ['OMC', 'Omnicom Group Inc.'],
      ['NYT', 'The New York Times Company'],
      ['SIRI', 'Sirius XM Holdings Inc.'],
    ]),
  },
  {
    slug: 'consumer-staples-stocks',
    title: 'Consumer Staples Stocks',
    description:
      'Grocers, warehouse clubs, beverage and snack makers, tobacco and household-products companies: what people ' +
      'buy in any economy. Investors hold them for steady dividends and defense in downturns; their catalysts are ' +
      'pricing power against input costs, volume trends in quarterly reports, and the dividend increases many of ' +
      'them have raised for decades.',
    sector: 'Consumer Staples',
    members: members([
      ['WMT', 'Walmart Inc.'],
      ['COST', 'Costco Wholesale Corporation'],
      ['PG', 'The Procter & Gamble Company'],
      ['KO', 'The Coca-Cola Company'],
      ['PEP', 'PepsiCo, Inc.'],
      ['PM', 'Philip Morris International Inc.'],
      ['MO', 'Altria Group, Inc.'],
      ['MDLZ', 'Mondelez International, Inc.'],
      ['CL', 'Colgate-Palmolive Company'],
      ['KHC', 'The Kraft Heinz Company'],
      ['TGT', 'Target Corporation'],
      ['KMB', 'Kimberly-Clark Corporation'],
      ['GIS', 'General Mills, Inc.'],
      ['KDP', 'Keurig Dr Pepper Inc.'],
      ['STZ', 'Constellation Brands, Inc.'],
      ['MNST', 'Monster Beverage Corporation'],
      ['KR', 'The Kroger Co.'],
      ['SYY', 'Sysco Corporation'],
      ['DG', 'Dollar General Corporation'],
      ['DLTR', 'Dollar Tree, Inc.'],
      ['HSY', 'The Hershey Company'],
      ['ADM', 'Archer-Daniels-Midland Company'],
      ['EL', 'The Estée Lauder Companies Inc.'],
      ['CHD', 'Church & Dwight Co., Inc.'],
      ['CLX', 'The Clorox Company'],
    ]),
  },
  {
    slug: 'energy-stocks',
    title: 'Energy Stocks',
    description:
      'Integrated oil majors, shale producers, refiners, pipeline operators, oilfield-service companies and ' +
      'liquefied natural gas exporters. Their fortunes follow crude and natural gas prices, so OPEC+ meetings, the ' +
      'weekly EIA inventory report and refining margins matter as much as their earnings, while generous dividends ' +
      'and buybacks make them income holdings too.',
    sector: 'Energy',
    members: members([
      ['XOM', 'Exxon Mobil Corporation'],
      ['CVX', 'Chevron Corporation'],
      ['COP', 'ConocoPhillips'],
      ['EOG', 'EOG Resources, Inc.'],
      ['SLB', 'SLB'],
      ['OXY', 'Occidental Petroleum Corporation'],
      ['PSX', 'Phillips 66'],
      ['MPC', 'Marathon Petroleum Corporation'],
      ['VLO', 'Valero Energy Corporation'],
      ['WMB', 'The Williams Companies, Inc.'],
      ['KMI', 'Kinder Morgan, Inc.'],
      ['OKE', 'ONEOK, Inc.'],
      ['HAL', 'Halliburton Company'],
      ['BKR', 'Baker Hughes Company'],
      ['DVN', 'Devon Energy Corporation'],
      ['FANG', 'Diamondback Energy, Inc.'],
      ['EQT', 'EQT Corporation'],
      ['CTRA', 'Coterra Energy Inc.'],
      ['APA', 'APA Corporation'],
      ['TRGP', 'Targa Resources Corp.'],
      ['LNG', 'Cheniere Energy, Inc.'],
      ['EXE', 'Expand Energy Corporation'],
    ]),
  },
  {
    slug: 'materials-stocks',
    title: 'Materials Stocks',
    description:
      'Chemical makers, miners, steel producers, construction-materials suppliers and packaging companies. They sit ' +
      'early in the supply chain, so copper, gold, lithium and steel prices, China demand and construction activity ' +
      'drive them; Freeport-McMoRan and Newmont move with copper and gold, Nucor and Steel Dynamics with steel ' +
      'prices, Vulcan and Martin Marietta with infrastructure spending.',
    sector: 'Materials',
    members: members([
      ['SHW', 'The Sherwin-Williams Company'],
      ['APD', 'Air Products and Chemicals, Inc.'],
      ['ECL', 'Ecolab Inc.'],
      ['FCX', 'Freeport-McMoRan Inc.'],
      ['NEM', 'Newmont Corporation'],
      ['NUE', 'Nucor Corporation'],
      ['DOW', 'Dow Inc.'],
      ['DD', 'DuPont de Nemours, Inc.'],
      ['PPG', 'PPG Industries, Inc.'],
      ['CTVA', 'Corteva, Inc.'],
      ['VMC', 'Vulcan Materials Company'],
      ['MLM', 'Martin Marietta Materials, Inc.'],
      ['IP', 'International Paper Company'],
      ['BALL', 'Ball Corporation'],
      ['PKG', 'Packaging Corporation of America'],
      ['STLD', 'Steel Dynamics, Inc.'],
      ['IFF', 'International Flavors & Fragrances Inc.'],
      ['ALB', 'Albemarle Corporation'],
      ['CF', 'CF Industries Holdings, Inc.'],
      ['MOS', 'The Mosaic Company'],
      ['AVY', 'Avery Dennison Corporation'],
      ['EMN', 'Eastman Chemical Company'],
      ['RPM', 'RPM International Inc.'],
      ['AA', 'Alcoa Corporation'],
    ]),
  },
  {
    slug: 'real-estate-stocks',
    title: 'Real Estate Stocks',
    description:
      'Real estate investment trusts that own warehouses, cell towers, data centers, apartments, shopping centers, ' +
      'self-storage and senior housing, plus the largest property-services firms. REITs pay out most of their ' +
      'income as dividends and report funds from operations rather than EPS; interest-rate decisions and Treasury ' +
      'yields are their biggest macro catalysts.',
    sector: 'Real Estate',
    members: members([
      ['PLD', 'Prologis, Inc.'],
      ['AMT', 'American Tower Corporation'],
      ['EQIX', 'Equinix, Inc.'],
      ['WELL', 'Welltower Inc.'],
      ['SPG', 'Simon Property Group, Inc.'],
      ['PSA', 'Public Storage'],
      ['O', 'Realty Income Corporation'],
      ['DLR', 'Digital Realty Trust, Inc.'],
      ['CCI', 'Crown Castle Inc.'],
      ['CBRE', 'CBRE Group, Inc.'],
      ['VICI', 'VICI Properties Inc.'],
      ['EXR', 'Extra Space Storage Inc.'],
      ['AVB', 'AvalonBay Communities, Inc.'],
      ['EQR', 'Equity Residential'],
      ['IRM', 'Iron Mountain Incorporated'],
      ['SBAC', 'SBA Communications Corporation'],
      ['VTR', 'Ventas, Inc.'],
      ['WY', 'Weyerhaeuser Company'],
      ['ARE', 'Alexandria Real Estate Equities, Inc.'],
      ['MAA', 'Mid-America Apartment Communities, Inc.'],
      ['ESS', 'Essex Property Trust, Inc.'],
      ['INVH', 'Invitation Homes Inc.'],
      ['KIM', 'Kimco Realty Corporation'],
      ['CSGP', 'CoStar Group, Inc.'],
    ]),
  },
  {
    slug: 'utilities-stocks',
    title: 'Utilities Stocks',
    description:
      "Regulated electric, gas and water utilities and independent power producers. Long the market's bond " +
      'proxies, prized for dividends and sensitive to interest rates, several now trade on electricity demand from ' +
      'AI data centers: Constellation Energy and Vistra sell nuclear and gas power into that demand, while rate ' +
      'cases before state regulators set what the regulated utilities may earn.',
    sector: 'Utilities',
    members: members([
      ['NEE', 'NextEra Energy, Inc.'],
      ['SO', 'The Southern Company'],
      ['DUK', 'Duke Energy Corporation'],
      ['CEG', 'Constellation Energy Corporation'],
      ['AEP', 'American Electric Power Company, Inc.'],
      ['SRE', 'Sempra'],
      ['D', 'Dominion Energy, Inc.'],
      ['EXC', 'Exelon Corporation'],
      ['XEL', 'Xcel Energy Inc.'],
      ['PCG', 'PG&E Corporation'],
      ['ED', 'Consolidated Edison, Inc.'],
      ['PEG', 'Public Service Enterprise Group Incorporated'],
      ['WEC', 'WEC Energy Group, Inc.'],
      ['ETR', 'Entergy Corporation'],
      ['VST', 'Vistra Corp.'],
      ['EIX', 'Edison International'],
      ['DTE', 'DTE Energy Company'],
      ['PPL', 'PPL Corporation'],
      ['AEE', 'Ameren Corporation'],
      ['FE', 'FirstEnergy Corp.'],
      ['ES', 'Eversource Energy'],
      ['CNP', 'CenterPoint Energy, Inc.'],
      ['CMS', 'CMS Energy Corporation'],
      ['ATO', 'Atmos Energy Corporation'],
      ['AWK', 'American Water Works Company, Inc.'],
    ]),
  },
];

/** The flagship first, then the 11 sector portfolios. */
export const PORTFOLIOS: readonly Portfolio[] = Object.freeze(
  [FLAGSHIP, ...SECTOR_PORTFOLIOS].map((portfolio) => Object.freeze(portfolio)),
);

const BY_SLUG: ReadonlyMap<string, Portfolio> = new Map(PORTFOLIOS.map((portfolio) => [portfolio.slug, portfolio]));

export function findPortfolio(slug: string): Portfolio | undefined {
  return BY_SLUG.get(slug);
}

/** Every member of every portfolio, once each, the flagship's first: what the quotes service keeps fresh. */
export function allPortfolioMembers(): readonly PortfolioMember[] {
  const bySymbol = new Map<string, PortfolioMember>();
  for (const member of PORTFOLIOS.flatMap((portfolio) => portfolio.members))
    if (!bySymbol.has(member.symbol)) bySymbol.set(member.symbol, member);
  return [...bySymbol.values()];
}

/** Every symbol of every portfolio, once each, the flagship's first. */
export function allPortfolioSymbols(): readonly string[] {
  return allPortfolioMembers().map((member) => member.symbol);
}
