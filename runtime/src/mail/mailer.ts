import { Logger, type OnModuleDestroy } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import { Counter, Gauge } from 'prom-client';

const mailsSent = new Counter({ name: 'mail_sent_total', help: 'Emails handed to SMTP, by outcome', labelNames: ['outcome'] });
const mailsInBackground = new Gauge({
  name: 'mail_background_pending',
  help: 'Emails sent in the background not yet taken by SMTP or given up (retries included)',
});
/** How long a stopping service waits for its background mails before closing the transport. */
const STOP_WAIT_MS = 10_000;

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra header fields, e.g. `List-Unsubscribe` and `List-Unsubscribe-Post` (RFC 8058). */
  headers?: Record<string, string>;
  /** `<unique@domain>` chosen by the sender: a mail sent again under the same id is one message to receivers that de-duplicate. */
  messageId?: string;
}

/**
 * Sends over SMTP to whatever `smtpUrl` names (the mail emulator locally, a relay in production).
 * Services provide it with their SMTP_URL and MAIL_FROM; Nest closes it on shutdown.
 */
export class Mailer implements OnModuleDestroy {
  private readonly logger = new Logger(Mailer.name);
  private readonly transport: Transporter;
  private readonly inBackground = new Set<Promise<void>>();

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  /**
   * Sends in the background with a few retries: the caller answers at once, so an answer's timing
   * never tells whether an address exists, and a slow mail server holds up nothing.
   */
  sendInBackground(mail: Mail): void {
    const sending = this.sendWithRetries(mail).finally(() => {
      this.inBackground.delete(sending);
      mailsInBackground.dec();
    });
    this.inBackground.add(sending);
    mailsInBackground.inc();
  }

  /**
   * Settles once every mail handed to `sendInBackground` so far has been taken by the server or
   * given up: a stopping service loses none, and a test can count mails once nothing is on its way.
   */
  async whenIdle(): Promise<void> {
    while (this.inBackground.size) await Promise.all(this.inBackground);
  }

  /**
   * Sends once and settles when the server has taken the mail, or throws its refusal (nodemailer's
   * error, with `responseCode` for an SMTP reply): for callers that retry and record each send themselves.
   */
  async send(mail: Mail): Promise<void> {
    await this.transport.sendMail({ from: this.from, ...mail });
    mailsSent.inc({ outcome: 'sent' });
  }

  async onModuleDestroy(): Promise<void> {
    const pending = this.inBackground.size;
    const idle = await Promise.race([
      this.whenIdle().then(() => true),
      new Promise<false>((resolve) => setTimeout(resolve, STOP_WAIT_MS, false).unref()),
    ]);
    if (!idle) this.logger.error(`stopping with ${this.inBackground.size} of ${pending} background mails unsent`);
    this.transport.close();
  }

  private async sendWithRetries(mail: Mail, attempts = 4): Promise<void> {
    for (let attempt = 1; attempt <= attempts; attempt++) {
      try {
        await this.send(mail);
        return;
      } catch (error) {
        this.logger.warn(`sending "${mail.subject}" failed (attempt ${attempt}/${attempts}): ${(error as Error).message}`);
        await new Promise((resolve) => setTimeout(resolve, 500 * 2 ** attempt));
      }
    }
    mailsSent.inc({ outcome: 'failed' });
    this.logger.error(`gave up sending "${mail.subject}"`);
  }
}
