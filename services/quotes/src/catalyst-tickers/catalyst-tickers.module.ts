import { Module } from '@nestjs/common';
import { CatalystTickersConsumer } from './catalyst-tickers.consumer.js';
import { CatalystTickersRepository } from './catalyst-tickers.repository.js';

/** The companies of catalysts' earnings and FDA rows, kept from its events for the daily bars. */
@Module({ providers: [CatalystTickersConsumer, CatalystTickersRepository], exports: [CatalystTickersRepository] })
export class CatalystTickersModule {}
