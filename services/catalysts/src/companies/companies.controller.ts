import { Controller } from '@nestjs/common';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { CatalystsService, type ListCompaniesRequest } from '@mc/proto';
import { RpcHandler, type ContractRules } from '@mc/runtime';
import { CompaniesRepository } from './companies.repository.js';

/** At most 500 symbols per ListCompanies, each a symbol's length (BRK.B, RDS-A, ^GSPC). */
const LIST_COMPANIES_RULES: ContractRules = { tickers: { maxItems: 500, maxLength: 32 } };

@Controller()
export class CompaniesController {
  constructor(private readonly companies: CompaniesRepository) {}

  @RpcHandler(CatalystsService.method.listCompanies, LIST_COMPANIES_RULES)
  async listCompanies(request: ListCompaniesRequest) {
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
