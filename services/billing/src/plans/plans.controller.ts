import { Controller } from '@nestjs/common';
import { BillingService } from '@mc/proto';
import { RpcHandler } from '@mc/runtime';
import { success } from '../common/problem.js';
import { PlansService } from './plans.service.js';

@Controller()
export class PlansController {
  constructor(private readonly plans: PlansService) {}

  @RpcHandler(BillingService.method.listPlans)
  async list() {
    return success({ plans: await this.plans.offered() });
  }
}
