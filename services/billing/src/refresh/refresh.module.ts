import { Module } from '@nestjs/common';
import { InvoicesModule } from '../invoices/invoices.module.js';
import { StripeModule } from '../stripe/stripe.module.js';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module.js';
import { RefreshQueue } from './refresh-queue.js';
import { RefreshWorker } from './refresh.worker.js';
import { StripeRefresher } from './stripe-refresher.js';

/** Stripe objects webhooks said changed, re-read and stored by a worker on every replica. */
@Module({
  imports: [StripeModule, SubscriptionsModule, InvoicesModule],
  providers: [RefreshQueue, RefreshWorker, StripeRefresher],
  exports: [RefreshQueue, RefreshWorker],
})
export class RefreshModule {}
