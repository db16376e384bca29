import { Module } from '@nestjs/common';
import { LeaseService } from './lease.service.js';

/** One holder at a time for work that calls Stripe, without a database connection held meanwhile. */
@Module({ providers: [LeaseService], exports: [LeaseService] })
export class LeasesModule {}
