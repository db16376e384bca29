import { Module } from '@nestjs/common';
import { StripeModule } from '../stripe/stripe.module.js';
import { UsersModule } from '../users/users.module.js';
import { InvoicesController } from './invoices.controller.js';
import { InvoicesService } from './invoices.service.js';

/** The payment history (`GET /api/get-invoices/`), read from Stripe. */
@Module({ imports: [StripeModule, UsersModule], controllers: [InvoicesController], providers: [InvoicesService] })
export class InvoicesModule {}
