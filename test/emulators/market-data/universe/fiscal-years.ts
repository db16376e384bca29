// The month in which a company's fiscal year ends, for the companies whose year does not end in December.
// It decides which calendar months close their quarters, when they report, and how a report is labelled
// (Apple's quarter to December is its fiscal Q1, NVIDIA's quarter to April opens its next fiscal year).
// Retailers and a few others close on a Saturday near the month's end; the month is what matters here.
const FISCAL_YEARS_ENDING_IN: Readonly<Record<number, string>> = {
  1:
    'NVDA WMT HD LOW TGT CRM SNOW CRWD DELL MRVL TJX ROST DG DLTR BBY ULTA WDAY MDB OKTA DOCU VEEV KR DKS BURL ' +
    'CHWY WSM LULU BJ',
  2: 'KMX STZ',
  3: 'DECK RL ELF MCK',
  4: 'NTAP SJM MDT CASY',
  5: 'ORCL NKE FDX GIS CAG PAYX CTAS LW',
  6: 'MSFT SMCI LRCX KLAC WDC STX SYY ADP CAH TPR PTON EL CLX PG',
  7: 'CSCO INTU PANW ZS CPB',
  8: 'MU COST ACN JBL AZO',
  9: 'AAPL QCOM DIS SBUX V BDX COR TSN',
  10: 'AVGO DE HPQ HPE ADI AMAT A HRL',
  11: 'ADBE MKC',
};

export const FISCAL_YEAR_END_MONTH: ReadonlyMap<string, number> = new Map(
  Object.entries(FISCAL_YEARS_ENDING_IN).flatMap(([month, symbols]) =>
    symbols.split(' ').map((symbol) => [symbol, Number(month)] as const),
  ),
);

// How a company names its fiscal year. Most name it by the calendar year in which it ends (NVIDIA's year to
// January 2027 is fiscal 2027, Apple's to September 2026 is fiscal 2026). These retailers name it by the year
// in which it begins (DICK'S, Target, Home Depot: the year to January 2027 is fiscal 2026), as their annual
// reports do.
const NAMED_BY_STARTING_YEAR: ReadonlySet<string> = new Set(
  'HD LOW TGT ROST DG DLTR ULTA KR DKS BURL CHWY WSM LULU BJ'.split(' '),
);

/** The fiscal year a company calls the one that ends in `endYear` (its fiscal-year-end month of that year). */
export function fiscalYearName(symbol: string, endYear: number): number {
  return NAMED_BY_STARTING_YEAR.has(symbol) ? endYear - 1 : endYear;
}
