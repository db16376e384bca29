import { fileURLToPath } from 'node:url';
import { compileContentFolder } from '../../../services/content/src/files/content-folder.js';
import { tickerSetOf } from '../../../services/content/src/loader/ticker-set.js';
import { findListing } from './listings.js';
import { priceAt } from './prices.js';
import { findCompany } from './universe/universe.js';

const CONTENT_DIR = fileURLToPath(new URL('../../../content', import.meta.url));
const at = Date.UTC(2026, 10, 16, 15);

// Editors name tickers in content/ (front matter `tickers:`), and quotes quotes whatever content names: the
// emulated provider must know every one, or a watch-list post would show a hole where its price should be.
describe('content tickers against the emulator', () => {
  it('quotes every ticker a content file names, as the content service reads and publishes them', async () => {
    const { items, problems } = await compileContentFolder(CONTENT_DIR, new Date().toISOString().slice(0, 10));
    expect(problems).toEqual([]);
    const { tickers, leftOut } = tickerSetOf(items.map((item) => item.tickers));
    expect(leftOut).toEqual([]);
    expect(tickers).toEqual(expect.arrayContaining(['ETHA', 'FBTC', 'IBIT', 'MARA', 'RIOT']));
    expect(tickers.filter((symbol) => !findListing(symbol))).toEqual([]);
    for (const symbol of tickers) expect(priceAt(symbol, at, 42)).toBeGreaterThan(0);
  });

  it('quotes the spot crypto trusts as ETFs near their late-2025 levels', () => {
    const levels = { IBIT: [50, 60], FBTC: [75, 90], ETHA: [20, 30] } as const;
    for (const [symbol, [low, high]] of Object.entries(levels)) {
      const listing = findListing(symbol);
      expect(listing?.type).toBe('ETF');
      expect(findCompany(symbol)).toBeUndefined();
      expect(listing!.referencePrice).toBeGreaterThanOrEqual(low);
      expect(listing!.referencePrice).toBeLessThanOrEqual(high);
    }
    expect(findListing('IBIT')?.name).toBe('iShares Bitcoin Trust ETF');
    expect(findListing('FBTC')?.name).toBe('Fidelity Wise Origin Bitcoin Fund');
    expect(findListing('ETHA')?.name).toBe('iShares Ethereum Trust ETF');
  });

  it('holds the bitcoin miners as small Information Technology companies', () => {
    const mara = findCompany('MARA')!;
    const riot = findCompany('RIOT')!;
    expect([mara.name, riot.name]).toEqual(['MARA Holdings, Inc.', 'Riot Platforms, Inc.']);
    for (const company of [mara, riot]) expect(company.sector).toBe('Information Technology');
    expect(mara.marketCap).toBeGreaterThanOrEqual(5e9);
    expect(mara.marketCap).toBeLessThanOrEqual(7e9);
    expect(mara.referencePrice).toBeGreaterThanOrEqual(12);
    expect(mara.referencePrice).toBeLessThanOrEqual(20);
    expect(riot.marketCap).toBeGreaterThanOrEqual(4e9);
    expect(riot.marketCap).toBeLessThanOrEqual(5e9);
    expect(riot.referencePrice).toBeGreaterThanOrEqual(10);
    expect(riot.referencePrice).toBeLessThanOrEqual(15);
    expect(findListing('MARA')?.type).toBe('STOCK');
  });
});
