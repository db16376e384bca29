import { jsonAnswer } from '../answers.js';
import { badParameterAnswer } from '../calendar/calendar-answers.js';
import { InvalidParameter, parsePaging } from '../calendar/calendar-query.js';
import { priceAt } from '../prices.js';
import type { EmulatorAnswer, EmulatorRequest, Route, RouteContext } from '../route.js';
import { allCompanies, findCompany, type Company } from '../universe/universe.js';
import { pageOf } from './calendar.routes.js';

// GET /api/v2.1/fundamentals/companyProfile?symbols=AAPL,MSFT: who a company is, in Benzinga's fundamentals
// style (a `result` array of company / classification / share-class objects). Without `symbols` it lists the
// whole universe a page at a time, so a client can load every company's sector and size in one sweep.
// The market cap is at the current delayed price, so it agrees with the quotes.

export const MAX_PROFILE_SYMBOLS = 50;

export const companyProfileRoutes: readonly Route[] = [
  {
    method: 'GET',
    path: '/api/v2.1/fundamentals/companyProfile',
    audience: 'provider',
    api: 'calendar',
    handle: (request, context, abandoned) =>
      context.calendarSwitches.answer(
        'company-profile',
        pageOf(request),
        () => answerProfiles(request, context),
        () => jsonAnswer(200, { result: [] }),
        abandoned,
      ),
  },
];

function answerProfiles(request: EmulatorRequest, context: RouteContext): EmulatorAnswer {
  try {
    const companies = requestedCompanies(request.url.searchParams);
    const now = context.control.now();
    return jsonAnswer(200, { result: companies.map((company) => profileOf(company, now, context.seed)) });
  } catch (error) {
    if (error instanceof InvalidParameter) return badParameterAnswer(error.message);
    throw error;
  }
}

function requestedCompanies(params: URLSearchParams): readonly Company[] {
  const symbolsText = params.get('symbols');
  if (symbolsText === null) {
    const { page, pageSize } = parsePaging(params, 'pagesize');
    return allCompanies().slice(page * pageSize, (page + 1) * pageSize);
  }
  const symbols = [
    ...new Set(
      symbolsText
        .split(',')
        .map((symbol) => symbol.trim().toUpperCase())
        .filter(Boolean),
    ),
  ];
  if (symbols.length === 0) throw new InvalidParameter('symbols', 'must name at least one symbol');
  if (symbols.length > MAX_PROFILE_SYMBOLS) {
    throw new InvalidParameter('symbols', `takes at most ${MAX_PROFILE_SYMBOLS} symbols, got ${symbols.length}`);
  }
  // Unknown symbols are left out, as the delayed quotes do.
  return symbols.flatMap((symbol) => findCompany(symbol) ?? []);
}

function profileOf(company: Company, nowMs: number, seed: number) {
  return {
    company: { primarySymbol: company.symbol, primaryExchange: company.exchange, standardName: company.name },
    assetClassification: { sector: company.sector, industry: company.industry },
    shareClass: {
      currency: 'USD',
      marketCap: Math.round(company.sharesOutstanding * priceAt(company.symbol, nowMs, seed)).toFixed(0),
      sharesOutstanding: company.sharesOutstanding.toFixed(0),
    },
  };
}
