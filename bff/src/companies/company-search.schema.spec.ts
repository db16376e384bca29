import { CompanySearchSchema } from './company-search.schema.js';

const refusal = (search: unknown) => {
  const result = CompanySearchSchema.safeParse({ search });
  return result.success ? undefined : result.error.issues.map((issue) => issue.message);
};

describe('the header search’s query', () => {
  it('takes what tickers and company names are written with, trimmed', () => {
    for (const search of ['BRK.B', 'at&t', 'Lowe’s', "Lowe's", 'Estée Lauder', 'Coca-Cola', 'AB/CD', 'nvda '])
      expect(refusal(search)).toBeUndefined();
    expect(CompanySearchSchema.parse({ search: '  brk.b ' })).toEqual({ search: 'brk.b' });
  });

  it('refuses what can match no company, a blank and a missing search, and more than 32 characters', () => {
    expect(refusal('app\uFFFD')).toEqual(["Enter letters, digits or the . , & ' - / of a ticker or a company name."]);
    expect(refusal('$TSLA')).toHaveLength(1);
    expect(refusal('   ')).toEqual(['This field may not be blank.']);
    expect(refusal(undefined)).toEqual(['This field is required.']);
    expect(refusal('a'.repeat(33))).toHaveLength(1);
  });
});
