import { env } from '../config/env.js';

/** The variables of a service that writes to users: `loadServiceEnv(port, { ...mailEnv, … })`. */
export const mailEnv = {
  SMTP_URL: env.url('smtp://127.0.0.1:1025'),
  MAIL_FROM: env.string('Market Catalysts <no-reply@marketcatalysts.local>'),
  /** The web app's address, which links in mails (and redirects) lead to; with or without a trailing slash or a path. */
  SITE_URL: env.url('http://localhost:8080'),
};

export interface MailEnv {
  readonly SMTP_URL: string;
  readonly MAIL_FROM: string;
  readonly SITE_URL: string;
}
