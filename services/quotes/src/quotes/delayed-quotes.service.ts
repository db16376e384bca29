import { Inject, Injectable } from '@nestjs/common';
import type { MessageInitShape } from '@bufbuild/protobuf';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import type { ListDelayedQuotesResponseSchema } from '@mc/proto';
import { SERVICE_ENV } from '@mc/runtime';
import type { QuotesEnv } from '../config/env.js';
import { isStale } from '../refresh/refresh-schedule.js';
import { toDelayedQuoteMessage } from './delayed-quote.message.js';
import { QuotesRepository } from './quotes.repository.js';

/** Answers from the database only: the provider is the refresh's business, never a caller's. */
@Injectable()
export class DelayedQuotesService {
  constructor(
    private readonly quotes: QuotesRepository,
    @Inject(SERVICE_ENV) private readonly config: QuotesEnv,
  ) {}

  async list(now = new Date()): Promise<MessageInitShape<typeof ListDelayedQuotesResponseSchema>> {
    const [quotes, asOf] = await Promise.all([this.quotes.all(), this.quotes.lastRefreshedAt()]);
    return {
      quotes: quotes.map(toDelayedQuoteMessage),
      asOf: asOf && timestampFromDate(asOf),
      stale: isStale(asOf, now, this.config.QUOTES_REFRESH_MS),
    };
  }
}
