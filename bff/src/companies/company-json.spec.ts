import { create, type MessageInitShape } from '@bufbuild/protobuf';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { CatalystSchema, CompanySchema, DelayedQuoteSchema, type Catalyst } from '@mc/proto';
import type { QuotesView } from '../content/market/market-data.js';
import { toCompanyDetail, type CompanyJoin } from './company-json.js';

const NOW = new Date('2026-11-27T15:00:00Z');
const TODAY = '2026-11-27';

const catalyst = (fields: MessageInitShape<typeof CatalystSchema>): Catalyst =>
  create(CatalystSchema, {
    type: 'earnings',
    tickers: ['MRNA'],
    company: 'Moderna, Inc.',
    session: 'unknown',
    dateStatus: 'confirmed',
    datePrecision: 'day',
    source: 'Benzinga',
    revision: 1,
    ...fields,
  });

const lastResults = catalyst({
  id: 'e-q3',
  title: 'Q3 2026 earnings',
  date: '2026-11-06',
  startsAt: timestampFromDate(new Date('2026-11-06T12:30:00Z')),
});
// Earlier today, before the open: already past at NOW.
const thisMorning = catalyst({
  id: 'div-1',
  type: 'dividend',
  title: 'Ex-dividend $0.10',
  date: '2026-11-27',
  startsAt: timestampFromDate(new Date('2026-11-27T13:00:00Z')),
});
// Untimed and today: still ahead until the day is over.
const fdaToday = catalyst({
  id: 'fda-1',
  type: 'fda',
  title: 'PDUFA Date: mRNA-1010 (influenza)',
  date: '2026-11-27',
  dateStatus: 'estimated',
  details: { case: 'fda', value: { eventType: 'PDUFA Date', drug: { name: 'mRNA-1010' } } },
  sourceUrl: 'https://www.fda.gov/',
});
const nextResults = catalyst({ id: 'e-q4', title: 'Q4 2026 earnings', date: '2027-02-12', dateStatus: 'estimated' });
const laterFda = catalyst({ id: 'fda-2', type: 'fda', title: 'AdCom: mRNA-1283', date: '2027-03-01' });

const quotes: QuotesView = {
  bySymbol: new Map([
    ['MRNA', create(DelayedQuoteSchema, { symbol: 'MRNA', name: 'Moderna', last: 31.5, change: -0.5, changePercent: -1.56 })],
  ]),
  asOf: '2026-11-27T14:55:00.000Z',
  stale: false,
};

const join = (fields: Partial<CompanyJoin> = {}): CompanyJoin => ({
  company: create(CompanySchema, {
    ticker: 'MRNA',
    name: 'Moderna, Inc.',
    exchange: 'NASDAQ',
    sector: 'health_care',
    industry: 'Biotechnology',
    marketCap: 1.2e10,
  }),
  quotes,
  catalysts: [lastResults, thisMorning, fdaToday, nextResults, laterFda],
  ...fields,
});

describe('toCompanyDetail', () => {
  it('gives everyone the profile and the delayed quote', () => {
    for (const access of ['full', 'preview'] as const)
      expect(toCompanyDetail(join(), access, TODAY, NOW)).toMatchObject({
        ticker: 'MRNA',
        name: 'Moderna, Inc.',
        exchange: 'NASDAQ',
        sector: 'health_care',
        industry: 'Biotechnology',
        market_cap: 1.2e10,
        quote: { last: 31.5, change: -0.5, change_percent: -1.56, as_of: '2026-11-27T14:55:00.000Z', stale: false },
        access,
      });
  });

  it('leaves out what is unknown as null, never 0', () => {
    const detail = toCompanyDetail(
      join({
        company: create(CompanySchema, { ticker: 'MRNA', name: 'Moderna, Inc.' }),
        quotes: { bySymbol: new Map(), asOf: null, stale: true },
      }),
      'full',
      TODAY,
      NOW,
    );
    expect(detail).toMatchObject({ exchange: null, sector: null, industry: null, market_cap: null, quote: null });
  });

  it('gives a subscriber every catalyst as calendar rows: upcoming soonest first, recent latest first', () => {
    const detail = toCompanyDetail(join(), 'full', TODAY, NOW);
    expect(detail.upcoming.map((row) => (row as { id: string }).id)).toEqual(['fda-1', 'e-q4', 'fda-2']);
    expect(detail.recent.map((row) => (row as { id: string }).id)).toEqual(['div-1', 'e-q3']);
    expect(detail.upcoming[0]).toMatchObject({
      title: 'PDUFA Date: mRNA-1010 (influenza)',
      details_locked: false,
      source_url: 'https://www.fda.gov/',
    });
  });

  it('gives anyone else the next catalyst of each type, with its type and date only, and no history', () => {
    const detail = toCompanyDetail(join(), 'preview', TODAY, NOW);
    expect(detail.upcoming).toEqual([
      { type: 'fda', date: '2026-11-27', date_status: 'estimated' },
      { type: 'earnings', date: '2027-02-12', date_status: 'estimated' },
    ]);
    expect(detail.recent).toEqual([]);
  });

  it('answers a company without catalysts with empty lists', () => {
    const detail = toCompanyDetail(join({ catalysts: [] }), 'preview', TODAY, NOW);
    expect(detail).toMatchObject({ upcoming: [], recent: [] });
  });
});
