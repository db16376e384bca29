import { Module, type DynamicModule } from '@nestjs/common';
import { HealthController, READINESS_CHECKS } from '@mc/runtime';
import { AccountsController } from './accounts/accounts.controller.js';
import { PageViewsController } from './analytics/page-views.controller.js';
import { CheckoutController } from './billing/checkout.controller.js';
import { PlansController } from './billing/plans.controller.js';
import { SubscriptionsController } from './billing/subscriptions.controller.js';
import { ServiceClients } from './clients/service-clients.js';
import { BFF_ENV, type BffEnv } from './config/env.js';
import { QuotesCache } from './quotes/quotes-cache.js';
import { QuotesRoute } from './quotes/quotes-route.provider.js';
import { ThrottleService } from './throttle/throttle.service.js';
import { WebApp } from './web/web-app.js';

@Module({})
export class AppModule {
  static forRoot(config: BffEnv): DynamicModule {
    return {
      module: AppModule,
      controllers: [
        HealthController,
        AccountsController,
        PageViewsController,
        PlansController,
        SubscriptionsController,
        CheckoutController,
      ],
      providers: [
        { provide: BFF_ENV, useValue: config },
        ServiceClients,
        ThrottleService,
        QuotesCache,
        QuotesRoute,
        WebApp,
        // The bff holds no state of its own: it is ready when it runs.
        { provide: READINESS_CHECKS, useValue: [] },
      ],
    };
  }
}
