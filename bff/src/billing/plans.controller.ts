import { Controller, Get } from '@nestjs/common';
import { BillingService } from '@mc/proto';
import { ServiceClients } from '../clients/service-clients.js';
import { unwrap } from '../http/outcome.js';
import { planJson } from './billing-json.js';

/** `GET /api/get-plans/`: open to visitors (the pricing page); a token, if sent, is not needed. */
@Controller()
export class PlansController {
  constructor(private readonly services: ServiceClients) {}

  @Get('api/get-plans/')
  async list() {
    const { plans } = unwrap((await this.services.billing.call(BillingService.method.listPlans, {})).outcome);
    return { plans: plans.map(planJson) };
  }
}
