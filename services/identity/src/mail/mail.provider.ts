import type { Provider } from '@nestjs/common';
import { Mailer } from '@mc/runtime';
import { IDENTITY_ENV, type IdentityEnv } from '../config/env.js';

/** The shared runtime's Mailer on this service's SMTP settings. */
export const mailerProvider: Provider = {
  provide: Mailer,
  inject: [IDENTITY_ENV],
  useFactory: (config: IdentityEnv) => new Mailer(config.SMTP_URL, config.MAIL_FROM),
};
