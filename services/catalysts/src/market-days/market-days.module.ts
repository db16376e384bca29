import { Module } from '@nestjs/common';
import { MarketDaysWriter } from './market-days.writer.js';

/** The market calendar: exchange holidays, early closes and option expirations, from the service's own table. */
@Module({ providers: [MarketDaysWriter] })
export class MarketDaysModule {}
