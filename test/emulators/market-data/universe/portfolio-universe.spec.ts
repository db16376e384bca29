import { PORTFOLIOS, allPortfolioSymbols } from '@mc/proto/portfolios';
import { findListing } from '../listings.js';
import { priceAt } from '../prices.js';
import { findCompany } from './universe.js';

// The curated portfolios live in proto; the emulated provider must know every member, in the same sector and
// under the same name, and quote it, or a portfolio page would show holes.
describe('portfolios against the emulator universe', () => {
  it('finds every portfolio member in the universe under the same name', () => {
    for (const member of PORTFOLIOS.flatMap((portfolio) => portfolio.members)) {
      expect(findCompany(member.symbol)?.name).toBe(member.name);
    }
  });

  it('puts every member of a sector portfolio in that GICS sector', () => {
    for (const portfolio of PORTFOLIOS.filter((candidate) => candidate.sector !== null)) {
      for (const member of portfolio.members) {
        expect({ symbol: member.symbol, sector: findCompany(member.symbol)?.sector }).toEqual({
          symbol: member.symbol,
          sector: portfolio.sector,
        });
      }
    }
  });

  it('quotes every symbol of every portfolio as a stock', () => {
    const at = Date.UTC(2026, 10, 16, 15);
    for (const symbol of allPortfolioSymbols()) {
      expect(findListing(symbol)?.type).toBe('STOCK');
      expect(priceAt(symbol, at, 42)).toBeGreaterThan(0);
    }
  });
});
