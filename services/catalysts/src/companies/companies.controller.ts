import { Controller } from '@nestjs/common';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { CatalystsService, type ListCompaniesRequest } from '@mc/proto';
import { RpcHandler } from '@mc/runtime';
import { CompaniesRepository } from './companies.repository.js';

/** At most this many symbols per ListCompanies. */
const MAX_TICKERS = 500;

@Controller()
export class CompaniesController {
  constructor(private readonly companies: CompaniesRepository) {}

  @RpcHandler(CatalystsService.method.listCompanies)
  async listCompanies(request: ListCompaniesRequest) {
    if (request.tickers.length > MAX_TICKERS) {
      const body = { tickers: [`Ensure this field has no more than ${MAX_TICKERS} elements.`] };
      return { outcome: { case: 'problem' as const, value: { status: 400, body } } };
    }
    const tickers = [...new Set(request.tickers.map((ticker) => ticker.trim().toUpperCase()))];
    const companies = await this.companies.list(tickers);
    return {
      outcome: {
        case: 'success' as const,
        value: {
          companies: companies.map((company) => ({
            ticker: company.ticker,
            name: company.name,
            exchange: company.exchange ?? undefined,
            sector: company.sector ?? undefined,
            industry: company.industry ?? undefined,
            marketCap: company.marketCap ?? undefined,
            sharesOutstanding: company.sharesOutstanding ?? undefined,
            updatedAt: timestampFromDate(company.fetchedAt),
          })),
        },
      },
    };
  }
}
