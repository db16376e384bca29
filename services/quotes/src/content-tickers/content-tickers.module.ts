import { Module } from '@nestjs/common';
import { ContentTickersConsumer } from './content-tickers.consumer.js';
import { ContentTickersRepository } from './content-tickers.repository.js';

/** The tickers of content's published items, kept from its events for the refresh to quote. */
@Module({ providers: [ContentTickersConsumer, ContentTickersRepository], exports: [ContentTickersRepository] })
export class ContentTickersModule {}
