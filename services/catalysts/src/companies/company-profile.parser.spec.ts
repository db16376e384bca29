import { ProviderError } from '@mc/runtime';
import { parseCompanyProfile } from './company-profile.parser.js';

describe('parseCompanyProfile', () => {
  it('reads the provider’s fundamentals profile, sector as a GICS key, sizes as numbers', () => {
    expect(
      parseCompanyProfile(
        {
          company: { primarySymbol: 'vrtx', primaryExchange: 'NASDAQ', standardName: 'Vertex Pharmaceuticals Incorporated' },
          assetClassification: { sector: 'Health Care', industry: 'Biotechnology' },
          shareClass: { currency: 'USD', marketCap: '118400000000', sharesOutstanding: '256900000' },
        },
        'company profile 0',
      ),
    ).toEqual({
      ticker: 'VRTX',
      name: 'Vertex Pharmaceuticals Incorporated',
      exchange: 'NASDAQ',
      sector: 'health_care',
      industry: 'Biotechnology',
      marketCap: 118_400_000_000,
      sharesOutstanding: 256_900_000,
    });
  });

  it('leaves what the profile does not say unknown', () => {
    expect(parseCompanyProfile({ company: { primarySymbol: 'NEWCO', standardName: 'Newco Holdings Inc.' } }, 'p')).toMatchObject({
      sector: null,
      marketCap: null,
      exchange: null,
    });
  });

  it('refuses a profile without symbol or name, or with a market cap that is not a number', () => {
    expect(() => parseCompanyProfile({ company: { standardName: 'Nameless' } }, 'p')).toThrow(ProviderError);
    expect(() =>
      parseCompanyProfile({ company: { primarySymbol: 'A', standardName: 'A' }, shareClass: { marketCap: 'big' } }, 'p'),
    ).toThrow(ProviderError);
  });
});
