import { Module } from '@nestjs/common';
import { ServiceCoreModule } from '@mc/runtime';
import { CheckoutModule } from './checkout/checkout.module.js';
import { ClientConfigModule } from './client-config/client-config.module.js';
import { InvoicesModule } from './invoices/invoices.module.js';
import { PlansModule } from './plans/plans.module.js';
import { PlansReadiness } from './plans/plans.readiness.js';
import { PortalModule } from './portal/portal.module.js';
import { PrismaService } from './prisma/prisma.service.js';
import { SubscriptionsModule } from './subscriptions/subscriptions.module.js';
import { DeletedAccountConsumer } from './users/deleted-account.consumer.js';
import { PreferencesChangedConsumer } from './users/preferences-changed.consumer.js';
import { RegisteredUserConsumer } from './users/registered-user.consumer.js';
import { UsersModule } from './users/users.module.js';
import { WebhooksModule } from './webhooks/webhooks.module.js';

const core = ServiceCoreModule.forRoot({
  prisma: PrismaService,
  consumers: [RegisteredUserConsumer, DeletedAccountConsumer, PreferencesChangedConsumer],
  readiness: [PlansReadiness],
});

/** billing: plans, Stripe customers, subscriptions and trials, the cart, invoices, the portal, Stripe's webhooks. */
@Module({
  imports: [
    core,
    PlansModule,
    UsersModule,
    SubscriptionsModule,
    CheckoutModule,
    PortalModule,
    InvoicesModule,
    WebhooksModule,
    ClientConfigModule,
  ],
})
export class AppModule {}
