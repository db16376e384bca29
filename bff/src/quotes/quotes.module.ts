import { Module } from '@nestjs/common';
import { QuotesCache } from './quotes-cache.js';
import { QuotesFastPath } from './quotes-fast-path.js';
import { QuotesRoute } from './quotes-route.provider.js';

/** The ticker's delayed quotes, kept from quotes' events and served without a service call. */
@Module({ providers: [QuotesCache, QuotesRoute, QuotesFastPath] })
export class QuotesModule {}
