import { Module } from '@nestjs/common';
import { SERVICE_ENV } from '../service/service-env.js';
import type { MailEnv } from './mail-env.js';
import { Mailer } from './mailer.js';

/** The Mailer on the service's SMTP_URL and MAIL_FROM (see mailEnv); import it in the feature modules that send mail. */
@Module({
  providers: [
    { provide: Mailer, inject: [SERVICE_ENV], useFactory: (config: MailEnv) => new Mailer(config.SMTP_URL, config.MAIL_FROM) },
  ],
  exports: [Mailer],
})
export class MailModule {}
