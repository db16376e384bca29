import { Controller } from '@nestjs/common';
import { BillingService, type ListInvoicesRequest } from '@mc/proto';
import { RpcHandler } from '@mc/runtime';
import { ACCOUNT_RULES } from '../common/contract-rules.js';
import { BillingUsersService } from '../users/billing-users.service.js';
import { InvoicesService } from './invoices.service.js';

@Controller()
export class InvoicesController {
  constructor(
    private readonly invoices: InvoicesService,
    private readonly users: BillingUsersService,
  ) {}

  @RpcHandler(BillingService.method.listInvoices, ACCOUNT_RULES)
  async list(request: ListInvoicesRequest) {
    return this.invoices.list((await this.users.saveAccount(request.account)).id);
  }
}
