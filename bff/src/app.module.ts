import { Module, type DynamicModule } from '@nestjs/common';
import { AccountsModule } from './accounts/accounts.module.js';
import { AlertsModule } from './alerts/alerts.module.js';
import { AnalyticsModule } from './analytics/analytics.module.js';
import { AuthModule } from './auth/auth.module.js';
import { BillingModule } from './billing/billing.module.js';
import { CalendarsModule } from './calendars/calendars.module.js';
import { CompaniesModule } from './companies/companies.module.js';
import { ClientsModule } from './clients/clients.module.js';
import { ContentModule } from './content/content.module.js';
import type { BffEnv } from './config/env.js';
import { NewsletterModule } from './newsletter/newsletter.module.js';
import { PreferencesModule } from './preferences/preferences.module.js';
import { QuotesModule } from './quotes/quotes.module.js';
import { ThrottleModule } from './throttle/throttle.module.js';
import { WatchlistsModule } from './watchlists/watchlists.module.js';
import { WebApp } from './web/web-app.js';

@Module({})
export class AppModule {
  static forRoot(config: BffEnv): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ClientsModule.forRoot(config),
        ThrottleModule,
        AuthModule,
        AccountsModule,
        AlertsModule,
        AnalyticsModule,
        BillingModule,
        CalendarsModule,
        CompaniesModule,
        ContentModule,
        NewsletterModule,
        PreferencesModule,
        QuotesModule,
        WatchlistsModule,
      ],
      // /healthz, /readyz and /metrics are on METRICS_PORT (http/ops-server.ts), not on the public port.
      providers: [WebApp],
    };
  }
}
