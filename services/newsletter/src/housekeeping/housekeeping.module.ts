import { Module } from '@nestjs/common';
import { HousekeepingProcessor } from './housekeeping.processor.js';
import { HousekeepingService } from './housekeeping.service.js';

/** Forgets unconfirmed addresses after a week, and expired links and old send records. */
@Module({ providers: [HousekeepingService, HousekeepingProcessor], exports: [HousekeepingService] })
export class HousekeepingModule {}
