import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import { Counter } from 'prom-client';
import { BILLING_ENV, type BillingEnv } from '../config/env.js';

const mailsSent = new Counter({
  name: 'billing_mail_sent_total',
  help: 'Emails handed to SMTP, by outcome',
  labelNames: ['outcome'],
});

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends over SMTP to whatever SMTP_URL names (the mail emulator locally, a relay in production). */
@Injectable()
export class MailerService implements OnModuleDestroy {
  private readonly logger = new Logger(MailerService.name);
  private readonly transport: Transporter;

  constructor(@Inject(BILLING_ENV) private readonly config: BillingEnv) {
    this.transport = nodemailer.createTransport(config.SMTP_URL);
  }

  /** In the background, with retries: a slow mail server must not hold up Stripe's webhook. */
  sendInBackground(mail: Mail): void {
    void this.sendWithRetries(mail);
  }

  private async sendWithRetries(mail: Mail, attempts = 4): Promise<void> {
    for (let attempt = 1; attempt <= attempts; attempt++) {
      try {
        await this.transport.sendMail({ from: this.config.MAIL_FROM, ...mail });
        mailsSent.inc({ outcome: 'sent' });
        return;
      } catch (error) {
        this.logger.warn(`sending "${mail.subject}" failed (attempt ${attempt}/${attempts}): ${(error as Error).message}`);
        await new Promise((resolve) => setTimeout(resolve, 500 * 2 ** attempt));
      }
    }
    mailsSent.inc({ outcome: 'failed' });
    this.logger.error(`gave up sending "${mail.subject}"`);
  }

  onModuleDestroy() {
    this.transport.close();
  }
}
