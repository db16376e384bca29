import { Controller } from '@nestjs/common';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { CatalystsService, type ListCompaniesRequest, type SearchCompaniesRequest } from '@mc/proto';
import { RpcHandler, type ContractRules } from '@mc/runtime';
import type { Company } from '../generated/prisma/client.js';
import { CompaniesRepository } from './companies.repository.js';

/** At most 500 symbols per ListCompanies, each a symbol's length (BRK.B, RDS-A, ^GSPC). */
const LIST_COMPANIES_RULES: ContractRules = { tickers: { maxItems: 500, maxLength: 32 } };

/** What a reader types in the header's search: a symbol or a word of a name; eight suggestions at most. */
const SEARCH_QUERY_MAX_LENGTH = 32;
const SEARCH_LIMIT_MAX = 8;
const SEARCH_COMPANIES_RULES: ContractRules = {
  query: { required: true, maxLength: SEARCH_QUERY_MAX_LENGTH },
  limit: { min: 1, max: SEARCH_LIMIT_MAX },
};

const companyMessage = (company: Company) => ({
  ticker: company.ticker,
  name: company.name,
  exchange: company.exchange ?? undefined,
  sector: company.sector ?? undefined,
  industry: company.industry ?? undefined,
  marketCap: company.marketCap ?? undefined,
  sharesOutstanding: company.sharesOutstanding ?? undefined,
  updatedAt: timestampFromDate(company.fetchedAt),
});

@Controller()
export class CompaniesController {
  constructor(private readonly companies: CompaniesRepository) {}

  @RpcHandler(CatalystsService.method.listCompanies, LIST_COMPANIES_RULES)
  async listCompanies(request: ListCompaniesRequest) {
    const tickers = [...new Set(request.tickers.map((ticker) => ticker.trim().toUpperCase()))];
    const companies = await this.companies.list(tickers);
    return { outcome: { case: 'success' as const, value: { companies: companies.map(companyMessage) } } };
  }

  @RpcHandler(CatalystsService.method.searchCompanies, SEARCH_COMPANIES_RULES)
  async searchCompanies(request: SearchCompaniesRequest) {
    const companies = await this.companies.search(request.query.trim(), request.limit);
    return { outcome: { case: 'success' as const, value: { companies: companies.map(companyMessage) } } };
  }
}
