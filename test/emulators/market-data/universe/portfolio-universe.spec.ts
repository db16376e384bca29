import { fileURLToPath } from 'node:url';
import { gicsSectorByKey } from '@mc/proto/gics-sectors';
import { compileContentFolder, type PreparedPortfolio } from '../../../../services/content/src/files/content-folder.js';
import { findListing } from '../listings.js';
import { priceAt } from '../prices.js';
import { findCompany } from './universe.js';

const CONTENT_DIR = fileURLToPath(new URL('../../../../content', import.meta.url));

// The curated portfolios are content (content/portfolios/); the emulated provider must know every member, in the
// same sector and under the same name, and quote it, or a portfolio page would show holes.
describe('portfolios against the emulator universe', () => {
  let portfolios: PreparedPortfolio[];

  beforeAll(async () => {
    const compiled = await compileContentFolder(CONTENT_DIR, new Date().toISOString().slice(0, 10));
    expect(compiled.problems).toEqual([]);
    portfolios = compiled.portfolios;
    expect(portfolios).toHaveLength(12);
  });

  it('finds every portfolio member in the universe under the same name', () => {
    for (const member of portfolios.flatMap((portfolio) => portfolio.members)) {
      expect(findCompany(member.ticker)?.name).toBe(member.name);
    }
  });

  it('puts every member of a sector portfolio in that GICS sector', () => {
    for (const portfolio of portfolios.filter((candidate) => candidate.sector !== null)) {
      const sector = gicsSectorByKey(portfolio.sector!)?.label;
      for (const member of portfolio.members) {
        expect({ ticker: member.ticker, sector: findCompany(member.ticker)?.sector }).toEqual({ ticker: member.ticker, sector });
      }
    }
  });

  it('quotes every ticker of every portfolio as a stock', () => {
    const at = Date.UTC(2026, 10, 16, 15);
    for (const { ticker } of portfolios.flatMap((portfolio) => portfolio.members)) {
      expect(findListing(ticker)?.type).toBe('STOCK');
      expect(priceAt(ticker, at, 42)).toBeGreaterThan(0);
    }
  });
});
