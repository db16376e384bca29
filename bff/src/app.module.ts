import { Module, type DynamicModule } from '@nestjs/common';
import { HealthController, READINESS_CHECKS } from '@mc/runtime';
import { AccountsModule } from './accounts/accounts.module.js';
import { AnalyticsModule } from './analytics/analytics.module.js';
import { BillingModule } from './billing/billing.module.js';
import { CalendarsModule } from './calendars/calendars.module.js';
import { ClientsModule } from './clients/clients.module.js';
import type { BffEnv } from './config/env.js';
import { QuotesModule } from './quotes/quotes.module.js';
import { WebApp } from './web/web-app.js';

@Module({})
export class AppModule {
  static forRoot(config: BffEnv): DynamicModule {
    return {
      module: AppModule,
      imports: [ClientsModule.forRoot(config), AccountsModule, AnalyticsModule, BillingModule, CalendarsModule, QuotesModule],
      controllers: [HealthController],
      providers: [
        WebApp,
        // The bff holds no state of its own: it is ready when it runs.
        { provide: READINESS_CHECKS, useValue: [] },
      ],
    };
  }
}
