import type { Provider } from '@nestjs/common';
import { Mailer } from '@mc/runtime';
import { BILLING_ENV, type BillingEnv } from '../config/env.js';

/** The shared runtime's Mailer on this service's SMTP settings. */
export const mailerProvider: Provider = {
  provide: Mailer,
  inject: [BILLING_ENV],
  useFactory: (config: BillingEnv) => new Mailer(config.SMTP_URL, config.MAIL_FROM),
};
