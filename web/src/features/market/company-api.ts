/** `GET /api/companies/{ticker}/`: a company's profile, delayed quote and catalysts (issue 18 §8). */
export const companyUrl = (ticker: string) => `/api/companies/${encodeURIComponent(ticker)}/`;

export const companyKeys = {
  detail: (ticker: string) => ['companies', ticker] as const,
  /** Suggestions do not depend on case: one entry for "apple" and "APPLE". */
  search: (search: string) => ['companies', 'search', search.toLowerCase()] as const,
};

/** `GET /api/companies/?search=…`: the header search's suggestions (issue 20 §5). */
export const companySearchUrl = (search: string) => `/api/companies/?search=${encodeURIComponent(search)}`;
