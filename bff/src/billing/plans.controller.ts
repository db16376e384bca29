import { Controller, Get } from '@nestjs/common';
import { BillingService } from '@mc/proto';
import type * as Api from '@mc/api';
import { ServiceClients } from '../clients/service-clients.js';
import { unwrap } from '../http/outcome.js';
import { clientConfigJson, planJson } from './billing-json.js';

/** What the pricing and payment pages read before anyone signs in: open to visitors, a token is not needed. */
@Controller()
export class PlansController {
  constructor(private readonly services: ServiceClients) {}

  @Get('api/get-plans/')
  async list(): Promise<Api.PlansAnswer> {
    const { plans } = unwrap((await this.services.billing.call(BillingService.method.listPlans, {})).outcome, 'billing');
    return { plans: plans.map(planJson) };
  }

  @Get('api/client-config/')
  async clientConfig(): Promise<Api.ClientConfig> {
    return clientConfigJson(
      unwrap((await this.services.billing.call(BillingService.method.getClientConfig, {})).outcome, 'billing'),
    );
  }
}
