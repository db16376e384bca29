import { FLAGSHIP_PORTFOLIO_SLUG, GICS_SECTORS, PORTFOLIOS, allPortfolioSymbols, findPortfolio } from './portfolios.js';
import { TICKER_SYMBOLS } from './ticker-symbols.js';

const SECTOR_SLUGS = [
  'technology-stocks',
  'financials-stocks',
  'biopharma-healthcare-stocks',
  'consumer-discretionary-stocks',
  'industrials-stocks',
  'communication-services-stocks',
  'consumer-staples-stocks',
  'energy-stocks',
  'materials-stocks',
  'real-estate-stocks',
  'utilities-stocks',
];

describe('portfolios', () => {
  it('are the flagship and the 11 sector portfolios of the spec, flagship first', () => {
    expect(PORTFOLIOS.map((portfolio) => portfolio.slug)).toEqual([FLAGSHIP_PORTFOLIO_SLUG, ...SECTOR_SLUGS]);
    expect(FLAGSHIP_PORTFOLIO_SLUG).toBe('market-catalysts-flagship-stocks');
  });

  it('make the flagship exactly the ticker tape’s 110 ranked symbols, in rank order', () => {
    const flagship = findPortfolio(FLAGSHIP_PORTFOLIO_SLUG);
    expect(flagship?.members).toBe(TICKER_SYMBOLS);
    expect(flagship?.members).toHaveLength(110);
    expect(flagship?.sector).toBeNull();
  });

  it('give each of the 11 GICS sectors exactly one portfolio of 15 to 30 members', () => {
    const sectorPortfolios = PORTFOLIOS.filter((portfolio) => portfolio.sector !== null);
    expect(sectorPortfolios.map((portfolio) => portfolio.sector).sort()).toEqual([...GICS_SECTORS].sort());
    for (const portfolio of sectorPortfolios) {
      expect(portfolio.members.length).toBeGreaterThanOrEqual(15);
      expect(portfolio.members.length).toBeLessThanOrEqual(30);
    }
  });

  it('list no symbol twice within a portfolio', () => {
    for (const portfolio of PORTFOLIOS) {
      const symbols = portfolio.members.map((member) => member.symbol);
      expect(new Set(symbols).size).toBe(symbols.length);
    }
  });

  it('name every member and write symbols as the provider does', () => {
    for (const member of PORTFOLIOS.flatMap((portfolio) => portfolio.members)) {
      expect(member.symbol).toMatch(/^[A-Z]{1,5}$/);
      expect(member.name.trim()).not.toBe('');
    }
  });

  it('name a company the same way wherever it appears', () => {
    const names = new Map<string, string>();
    for (const member of PORTFOLIOS.flatMap((portfolio) => portfolio.members)) {
      expect(names.get(member.symbol) ?? member.name).toBe(member.name);
      names.set(member.symbol, member.name);
    }
  });

  it('give every portfolio a title and a one-paragraph description', () => {
    for (const portfolio of PORTFOLIOS) {
      expect(portfolio.title.trim()).not.toBe('');
      expect(portfolio.description.length).toBeGreaterThan(200);
      expect(portfolio.description).not.toMatch(/\n/);
    }
  });

  describe('findPortfolio', () => {
    it('finds a portfolio by slug and nothing for an unknown one', () => {
      expect(findPortfolio('energy-stocks')?.sector).toBe('Energy');
      expect(findPortfolio('crypto-stocks')).toBeUndefined();
    });
  });

  describe('allPortfolioSymbols', () => {
    it('lists every member of every portfolio once, the flagship’s first in rank order', () => {
      const symbols = allPortfolioSymbols();
      expect(new Set(symbols).size).toBe(symbols.length);
      expect(symbols.slice(0, 110)).toEqual(TICKER_SYMBOLS.map((entry) => entry.symbol));
      const everyMember = new Set(PORTFOLIOS.flatMap((portfolio) => portfolio.members.map((member) => member.symbol)));
      expect(new Set(symbols)).toEqual(everyMember);
      expect(symbols.length).toBeGreaterThan(250);
    });
  });

  it('cannot be changed at run time', () => {
    expect(Object.isFrozen(PORTFOLIOS)).toBe(true);
    expect(Object.isFrozen(PORTFOLIOS[1])).toBe(true);
    expect(Object.isFrozen(PORTFOLIOS[1].members)).toBe(true);
  });
});
