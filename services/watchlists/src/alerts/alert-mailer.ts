import { Module } from '@nestjs/common';
import { Mailer, pooledSmtpUrl, SERVICE_ENV } from '@mc/runtime';
import type { WatchlistsEnv } from '../config/env.js';

/** The alert mails' Mailer: a pool of SMTP connections, one per mail in flight. */
export const ALERT_MAILER = Symbol('ALERT_MAILER');

/**
 * In a module of its own: Nest stops the modules that import it first, so the mail worker finishes
 * its mails before the pool closes (Mailer's onModuleDestroy).
 */
@Module({
  providers: [
    {
      provide: ALERT_MAILER,
      inject: [SERVICE_ENV],
      useFactory: (config: WatchlistsEnv) =>
        new Mailer(pooledSmtpUrl(config.SMTP_URL, config.ALERT_MAIL_CONCURRENCY), config.MAIL_FROM),
    },
  ],
  exports: [ALERT_MAILER],
})
export class AlertMailerModule {}
