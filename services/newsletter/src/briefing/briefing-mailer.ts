import { Mailer, pooledSmtpUrl, SERVICE_ENV } from '@mc/runtime';
import type { NewsletterEnv } from '../config/env.js';

/** The briefing's own Mailer: a pool of SMTP connections, one per mail in flight. */
export const BRIEFING_MAILER = Symbol('BRIEFING_MAILER');

export { pooledSmtpUrl };

/** Nest closes it on shutdown (Mailer's onModuleDestroy), after the worker has finished its mails. */
export const briefingMailerProvider = {
  provide: BRIEFING_MAILER,
  inject: [SERVICE_ENV],
  useFactory: (config: NewsletterEnv) =>
    new Mailer(pooledSmtpUrl(config.SMTP_URL, config.BRIEFING_CONCURRENCY), config.MAIL_FROM),
};
