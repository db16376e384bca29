import { Controller } from '@nestjs/common';
import { QuotesService } from '@mc/proto';
import { RpcHandler } from '@mc/runtime';
import { DelayedQuotesService } from './delayed-quotes.service.js';

@Controller()
export class QuotesController {
  constructor(private readonly quotes: DelayedQuotesService) {}

  @RpcHandler(QuotesService.method.listDelayedQuotes)
  listDelayedQuotes() {
    return this.quotes.list();
  }
}
