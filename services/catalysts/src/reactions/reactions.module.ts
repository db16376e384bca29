import { Module } from '@nestjs/common';
import { RedisReadiness } from '@mc/runtime';
import { BAR_SOURCE, QuotesBars } from './quotes-bars.js';
import { ReactionsController } from './reactions.controller.js';
import { ReactionsProcessor } from './reactions.processor.js';
import { ReactionsRefreshService } from './reactions-refresh.service.js';
import { ReactionsRepository } from './reactions.repository.js';

/** Past earnings and FDA reactions from quotes' daily bars, and the expected moves kept from them (issue 23 §2). */
@Module({
  controllers: [ReactionsController],
  providers: [
    ReactionsRepository,
    ReactionsRefreshService,
    ReactionsProcessor,
    QuotesBars,
    { provide: BAR_SOURCE, useExisting: QuotesBars },
    RedisReadiness,
  ],
  exports: [ReactionsRepository],
})
export class ReactionsModule {}
