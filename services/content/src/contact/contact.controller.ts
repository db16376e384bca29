import { Controller, Inject, Logger } from '@nestjs/common';
import { ContentService, type SendContactMessageRequest } from '@mc/proto';
import { fieldErrorList, Mailer, problemReply, ProblemKind, ruleCode, RpcHandler, SERVICE_ENV } from '@mc/runtime';
import type { ContentEnv } from '../config/env.js';
import { contactMail } from './contact-mail.js';
import { checkContactMessage } from './contact-message.js';

/** The contact form: checked, then mailed to SUPPORT_EMAIL (the mail emulator locally). */
@Controller()
export class ContactController {
  private readonly logger = new Logger(ContactController.name);

  constructor(
    private readonly mailer: Mailer,
    @Inject(SERVICE_ENV) private readonly config: ContentEnv,
  ) {}

  @RpcHandler(ContentService.method.sendContactMessage)
  sendContactMessage(request: SendContactMessageRequest) {
    const checked = checkContactMessage(request);
    if ('errors' in checked) return problemReply(ProblemKind.INVALID, fieldErrorList(checked.errors, ruleCode));
    // In the background with retries (the runtime's Mailer): a slow mail server never holds up the answer.
    this.mailer.sendInBackground(contactMail(this.config.SUPPORT_EMAIL, checked.message));
    this.logger.log(`contact message about ${checked.message.topic} handed to the mailer`);
    return { outcome: { case: 'success' as const, value: { sentTo: this.config.SUPPORT_EMAIL } } };
  }
}
