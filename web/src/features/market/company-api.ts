/** `GET /api/companies/{ticker}/`: a company's profile, delayed quote and catalysts (issue 18 §8). */
export const companyUrl = (ticker: string) => `/api/companies/${encodeURIComponent(ticker)}/`;

export const companyKeys = {
  detail: (ticker: string) => ['companies', ticker] as const,
};
