import { Module } from '@nestjs/common';
import { DelayedQuotesService } from './delayed-quotes.service.js';
import { QuotesController } from './quotes.controller.js';
import { QuotesRepository } from './quotes.repository.js';

/** The stored quotes and the RPC that answers with them. */
@Module({
  controllers: [QuotesController],
  providers: [QuotesRepository, DelayedQuotesService],
  exports: [QuotesRepository],
})
export class QuotesModule {}
