import type { CatalystDraft } from './catalyst-draft.js';
import { earningsDetails } from './catalyst-details.test-helper.js';
import { searchTextOf, toCatalystRecord } from './catalyst-record.js';
import type { CompanyProfile } from './company-profile.js';

const draft = (changes: Partial<CatalystDraft> = {}): CatalystDraft =>
  ({
    type: 'earnings',
    providerId: 'e1',
    providerUpdated: 100,
    tickers: ['JNJ'],
    company: 'Johnson & Johnson',
    title: 'Q4 2026 earnings',
    date: '2027-01-20',
    time: '06:45:00',
    dateStatus: 'estimated',
    datePrecision: 'day',
    dateLabel: null,
    importance: 4,
    details: earningsDetails({ eps_est: 2.41 }),
    sourceUrl: null,
    ...changes,
  }) as CatalystDraft;

const JNJ: CompanyProfile = {
  ticker: 'JNJ',
  name: 'Johnson & Johnson',
  exchange: 'NYSE',
  sector: 'health_care',
  industry: 'Pharmaceuticals',
  marketCap: 372e9,
  sharesOutstanding: 2.4e9,
};

describe('toCatalystRecord', () => {
  it('adds the id, session, instant, company profile and source', () => {
    expect(toCatalystRecord(draft(), new Map([['JNJ', JNJ]]))).toMatchObject({
      id: 'earnings-e1',
      ticker: 'JNJ',
      session: 'before_open',
      startsAt: new Date('2027-01-20T11:45:00Z'),
      sector: 'health_care',
      marketCap: 372e9,
      source: 'Benzinga',
    });
  });

  it('leaves sector and market cap unknown without a profile, and names a conference’s company from it', () => {
    expect(toCatalystRecord(draft(), new Map())).toMatchObject({ sector: null, marketCap: null });
    const conference = draft({ type: 'conference', company: null, time: null });
    expect(toCatalystRecord(conference, new Map([['JNJ', JNJ]]))).toMatchObject({
      company: 'Johnson & Johnson',
      session: 'unknown',
      startsAt: null,
    });
  });

  it('fingerprints what the provider said, not its updated time nor the profile', () => {
    const first = toCatalystRecord(draft(), new Map()).fingerprint;
    expect(toCatalystRecord(draft({ providerUpdated: 200 }), new Map([['JNJ', JNJ]])).fingerprint).toBe(first);
    expect(toCatalystRecord(draft({ time: '16:05:00' }), new Map()).fingerprint).not.toBe(first);
    expect(toCatalystRecord(draft({ details: earningsDetails({ eps_est: 2.45 }) }), new Map()).fingerprint).not.toBe(first);
  });
});

describe('searchTextOf', () => {
  it('lists lower-case words, each after a space, for prefix matching', () => {
    expect(searchTextOf(['BRK.B'], 'Berkshire Hathaway Inc.', 'Q3 2026 earnings')).toBe(
      ' brk.b berkshire hathaway inc. q3 2026 earnings',
    );
    expect(searchTextOf([], null, 'Nonfarm Payrolls (Nov)')).toBe(' nonfarm payrolls nov');
  });
});
