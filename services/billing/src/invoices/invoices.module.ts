import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module.js';
import { InvoiceStore } from './invoice-store.js';
import { InvoicesController } from './invoices.controller.js';
import { InvoicesService } from './invoices.service.js';

/** billing's copy of the invoices (kept by Stripe's webhooks) and the payment history read from it. */
@Module({
  imports: [UsersModule],
  controllers: [InvoicesController],
  providers: [InvoicesService, InvoiceStore],
  exports: [InvoiceStore],
})
export class InvoicesModule {}
