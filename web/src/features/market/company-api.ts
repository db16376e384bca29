/** `GET /api/companies/{ticker}/`: a company's profile, delayed quote and catalysts (issue 18 §8). */
export const companyUrl = (ticker: string) => `/api/companies/${encodeURIComponent(ticker)}/`;

export const companyKeys = {
  detail: (ticker: string) => ['companies', ticker] as const,
  /** Suggestions do not depend on case: one entry for "apple" and "APPLE". */
  search: (search: string) => ['companies', 'search', search.toLowerCase()] as const,
};

/** `GET /api/companies/?search=…`: the header search's suggestions (issue 20 §5). */
export const companySearchUrl = (search: string) => `/api/companies/?search=${encodeURIComponent(search)}`;

/** `GET /api/companies/{ticker}/reactions/?type=…`: a subscriber's history of past moves (issue 23). */
export const companyReactionsUrl = (ticker: string, type: 'earnings' | 'fda') =>
  `/api/companies/${encodeURIComponent(ticker)}/reactions/?type=${type}`;

export const companyReactionsKeys = (ticker: string, type: 'earnings' | 'fda') =>
  ['companies', ticker, 'reactions', type] as const;
